// The diff of two API versions as the pages show it: the badge and summary on an item's page
// of either version, and the page listing every change.
import { apiItemPath } from '@sitegen/runtime/routePath.ts';
import type { TocItem } from '@sitegen/runtime/types.ts';
import type { ApiChangesView, ChangeEntryView, ItemChangeView } from '@sitegen/theme/api/apiView.ts';
import type { ApiDiff, ApiItemRef, ChangedItem, RemovedItem } from '../../apiDiff/diffApiModels.ts';
import type { ApiItemKind } from '../../typedoc/ApiModel.ts';
import { markdownToText } from '../../text/markdownToText.ts';
import { kindLabels } from './buildApiItemView.ts';

/** One side of the diff: a version's package version and root route. */
export interface DiffSide {
  version: string;
  path: string;
}

export interface ChangeContext {
  diff: ApiDiff;
  from: DiffSide;
  to: DiffSide;
  changesPath: string;
}

/** The page of an item in one version (under its older kind there when `older`), or of one of its members. */
const href = (side: DiffSide, ref: ApiItemRef & { fromKind?: ApiItemKind }, member?: string, older = false) =>
  `${apiItemPath(side.path, older ? { ...ref, kind: ref.fromKind ?? ref.kind } : ref)}${member ? `#${encodeURIComponent(member)}` : ''}`;
const major = (version: string) => version.split('.')[0]!;

/** What an item's page in `side` says about the item in the other version; undefined when it is the same. */
export function createItemChanges(
  ctx: ChangeContext,
): (side: 'from' | 'to', name: string) => ItemChangeView | undefined {
  const { diff, from, to, changesPath } = ctx;
  const added = new Map(diff.added.map((i) => [i.name, i]));
  const removed = new Map(diff.removed.map((i) => [i.name, i]));
  const changed = new Map(diff.changed.map((i) => [i.name, i]));
  const base = { versions: [from.version, to.version] as [string, string], changesHref: changesPath };
  return (side, name) => {
    if (side === 'to' && added.has(name)) return { ...base, status: 'new', label: `New in ${major(to.version)}` };
    const gone = side === 'from' ? removed.get(name) : undefined;
    if (gone) {
      const replacement = gone.replacement && {
        label: replacementLabel(gone),
        href: href(to, gone.replacement, gone.replacement.member),
      };
      return {
        ...base,
        status: 'removed',
        label: `Removed in ${major(to.version)}`,
        ...(replacement ? { replacement } : {}),
      };
    }
    const change = changed.get(name);
    if (!change) return undefined;
    const other =
      side === 'from'
        ? { label: to.version, href: href(to, change) }
        : { label: from.version, href: href(from, { ...change, kind: change.fromKind ?? change.kind }) };
    return {
      ...base,
      status: 'changed',
      label: `Changed in ${major(to.version)}`,
      other,
      ...(change.addedMembers.length ? { addedMembers: change.addedMembers } : {}),
      ...(change.removedMembers.length ? { removedMembers: change.removedMembers } : {}),
      ...(change.changedMembers.length ? { changedMembers: change.changedMembers } : {}),
      ...(change.signatures ? { signatures: change.signatures } : {}),
      ...(change.parameterTypes
        ? {
            parameterTypes: change.parameterTypes.map((name) => ({
              name,
              href: href(side === 'from' ? from : to, changed.get(name)!, undefined, side === 'from'),
            })),
          }
        : {}),
    };
  };
}

function replacementLabel(item: RemovedItem): string {
  const r = item.replacement!;
  return r.member ? `${r.name}.${r.member}` : r.name;
}

/** The page of every change, by kind of change then module, each entry linking both versions where they have it. */
export function buildApiChangesView(ctx: ChangeContext & { fromLabel: string; toLabel: string }): {
  view: ApiChangesView;
  toc: TocItem[];
} {
  const { diff, from, to } = ctx;
  // An item's kind in the older version, where it differs (GraphQLArgument was an interface).
  const fromKinds = new Map(diff.changed.flatMap((c) => (c.fromKind ? [[c.name, c.fromKind] as const] : [])));
  const entry = (
    ref: ApiItemRef,
    sides: { from?: boolean; to?: boolean; member?: string; detail?: string },
  ): ChangeEntryView => ({
    name: sides.member ? `${ref.name}.${sides.member}` : ref.name,
    kindLabel: sides.member ? 'Member' : kindLabels[ref.kind],
    ...(sides.from
      ? { fromHref: href(from, { ...ref, kind: fromKinds.get(ref.name) ?? ref.kind }, sides.member) }
      : {}),
    ...(sides.to ? { toHref: href(to, ref, sides.member) } : {}),
    ...(sides.detail ? { detail: sides.detail } : {}),
  });
  const sections: ApiChangesView['sections'] = [
    {
      id: 'added',
      title: `Added (${diff.added.length})`,
      intro: `Items of ${to.version} that ${from.version} does not have.`,
      modules: byModule(
        'added',
        diff.added.map((i) => ({ module: i.module, entry: entry(i, { to: true }) })),
      ),
    },
    {
      id: 'removed',
      title: `Removed (${diff.removed.length})`,
      intro: `Items of ${from.version} that ${to.version} no longer exports, with what replaces them when the deprecation note or the docs name it.`,
      modules: byModule(
        'removed',
        diff.removed.map((i) => ({ module: i.module, entry: entry(i, { from: true, detail: removedDetail(i) }) })),
      ),
    },
    {
      id: 'changed',
      title: `Changed (${diff.changed.length})`,
      intro: `Items both versions have whose signatures or members differ.`,
      modules: byModule(
        'changed',
        diff.changed.map((i) => ({
          module: i.module,
          entry: entry(i, { from: true, to: true, detail: changedDetail(i) }),
        })),
      ),
    },
    {
      id: 'deprecated',
      title: `Newly deprecated (${diff.deprecated.length})`,
      intro: `Items and members deprecated in ${to.version} that ${from.version} did not deprecate.`,
      modules: byModule(
        'deprecated',
        diff.deprecated.map((i) => {
          const note = markdownToText(i.note).trim();
          return {
            module: i.module,
            entry: entry(i, {
              from: !diff.added.some((a) => a.name === i.name),
              to: true,
              member: i.member,
              ...(note ? { detail: note } : {}),
            }),
          };
        }),
      ),
    },
  ];
  const view: ApiChangesView = {
    from: from.version,
    to: to.version,
    roots: [
      { label: `${ctx.toLabel} (${to.version})`, href: to.path },
      { label: ctx.fromLabel, href: from.path },
    ],
    sections,
  };
  const toc: TocItem[] = sections.flatMap((s) => [
    { id: s.id, value: s.title, level: 2 },
    ...s.modules.map((m) => ({ id: m.id, value: m.title, level: 3 })),
  ]);
  return { view, toc };
}

function byModule(
  sectionId: string,
  entries: { module: string; entry: ChangeEntryView }[],
): ApiChangesView['sections'][number]['modules'] {
  const modules = new Map<string, ChangeEntryView[]>();
  for (const { module, entry } of entries) modules.set(module, [...(modules.get(module) ?? []), entry]);
  return [...modules].map(([module, list]) => ({
    id: `${sectionId}-${module.replace(/[^\w]+/g, '-')}`,
    title: module,
    entries: list,
  }));
}

function removedDetail(item: RemovedItem): string | undefined {
  const replacement = item.replacement && `Use ${replacementLabel(item)} instead.`;
  const note = item.note && markdownToText(item.note).trim();
  return [replacement, note && `Deprecation note: ${note}`].filter(Boolean).join(' ') || undefined;
}

function changedDetail(item: ChangedItem): string {
  const parts: string[] = [];
  if (item.fromKind)
    parts.push(`was ${kindLabels[item.fromKind].toLowerCase()}, now ${kindLabels[item.kind].toLowerCase()}`);
  if (item.signatures) parts.push('signature changed');
  if (item.addedMembers.length) parts.push(`added ${item.addedMembers.join(', ')}`);
  if (item.removedMembers.length) parts.push(`removed ${item.removedMembers.join(', ')}`);
  if (item.changedMembers.length) parts.push(`changed ${item.changedMembers.map((m) => m.name).join(', ')}`);
  if (item.parameterTypes) parts.push(`takes ${item.parameterTypes.join(', ')}, whose members changed`);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase() + text.slice(1)}.`;
}
