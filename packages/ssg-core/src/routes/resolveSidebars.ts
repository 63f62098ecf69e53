import type { NavLink, SidebarItem, SidebarName } from '@sitegen/runtime/types.ts';
import type { SidebarItemConfig } from '../config/schema.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { findTextLine } from '../text/findTextLine.ts';
import { closestHint } from '../text/closest.ts';

export interface SidebarDoc {
  id: string;
  path: string;
  /** `sidebar_label`, else the title. */
  label: string;
  /** `sidebar_class_name`. */
  className?: string;
  /** Shown with the sidebar but not listed in it, nor in previous/next. */
  unlisted?: boolean;
}

export interface ResolvedSidebars {
  sidebars: Map<string, SidebarItem[]>;
  /** The sidebar each doc appears in. */
  docSidebars: Map<string, SidebarName>;
  /** Links of each sidebar in reading order, for previous/next and breadcrumbs. */
  order: Map<string, { link: NavLink; docId?: string; trail: string[] }[]>;
  diagnostics: Diagnostic[];
}

/** Turns the sidebars of site.config.ts into theme data; an unknown doc id is an error. */
export function resolveSidebars(options: {
  config: Record<string, SidebarItemConfig[]>;
  docs: Map<string, SidebarDoc>;
  configFile: string;
  configSource: string;
  /** Drafts left out of this build: a sidebar naming one drops it silently. */
  draftIds?: Set<string>;
}): ResolvedSidebars {
  const result: ResolvedSidebars = { sidebars: new Map(), docSidebars: new Map(), order: new Map(), diagnostics: [] };
  for (const [name, items] of Object.entries(options.config)) {
    const order: { link: NavLink; docId?: string; trail: string[] }[] = [];
    const resolveItems = (list: SidebarItemConfig[], trail: string[]): SidebarItem[] =>
      list.flatMap((item): SidebarItem[] => {
        if (typeof item === 'string' || item.type === 'doc') {
          const id = typeof item === 'string' ? item : item.id;
          const doc = options.docs.get(id);
          if (!doc && options.draftIds?.has(id)) return [];
          if (!doc) {
            result.diagnostics.push(
              createDiagnostic(
                'error',
                'sidebar/unknown-doc',
                `Sidebar "${name}" refers to doc "${id}", which does not exist.`,
                {
                  location: {
                    file: options.configFile,
                    line:
                      findTextLine(options.configSource, `'${id}'`) ?? findTextLine(options.configSource, `"${id}"`),
                  },
                  hint: closestHint(id, [...options.docs.keys()]),
                },
              ),
            );
            return [];
          }
          const label = (typeof item === 'string' ? undefined : item.label) ?? doc.label;
          result.docSidebars.set(id, name as SidebarName);
          if (doc.unlisted) return [];
          order.push({ link: { label, href: doc.path }, docId: id, trail });
          return [
            { type: 'link', label, href: doc.path, docId: id, ...(doc.className ? { className: doc.className } : {}) },
          ];
        }
        if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
        return [
          {
            type: 'category',
            label: item.label,
            items: resolveItems(item.items, [...trail, item.label]),
            ...(item.collapsed !== undefined ? { collapsed: item.collapsed } : {}),
          },
        ];
      });
    result.sidebars.set(name, resolveItems(items, []));
    result.order.set(name, order);
  }
  return result;
}
