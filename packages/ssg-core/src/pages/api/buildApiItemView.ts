// One API item -> the view model of its page and its table of contents.
import type { TocItem } from '@sitegen/runtime/types.ts';
import type { ApiItemView, EnumMemberView, MemberGroupView, RefGroupView } from '@sitegen/theme/api/apiView.ts';
import type { ApiItem, ApiMember, ApiRef } from '../../typedoc/ApiModel.ts';
import { buildMemberViews, memberIds, type MemberContext } from './buildMemberViews.ts';
import { buildSignatureView, buildTypeParameterViews } from './buildSignatureView.ts';
import { formatLiteral } from './formatType.ts';

export const kindLabels = { class: 'Class', enum: 'Enum', function: 'Function', interface: 'Interface' } as const;

const refTitles: Record<ApiRef['kind'], string> = {
  class: 'Classes',
  enum: 'Enumerations',
  function: 'Functions',
  interface: 'Interfaces',
  typeAlias: 'Type aliases',
  variable: 'Variables',
};

export async function buildApiItemView(item: ApiItem, ctx: MemberContext): Promise<{ view: ApiItemView; toc: TocItem[] }> {
  const { fmt, linker } = ctx;
  const members: ApiMember[] = item.kind === 'class' || item.kind === 'interface' ? item.members : [];
  const idOf = memberIds(members);
  const taken = new Set([...idOf.values(), ...(item.kind === 'enum' ? item.members.map((m) => m.name) : [])]);
  // Section ids must not take a member's id: members own their names (the search links them).
  const sectionId = (base: string) => (taken.has(base) ? `${base}-section` : base);
  const ids: ApiItemView['ids'] = {
    signatures: sectionId(item.kind === 'class' ? 'constructor' : 'signatures'),
    typeParameters: sectionId('type-parameters'),
    hierarchy: sectionId('hierarchy'),
    members: sectionId('members'),
    examples: sectionId('examples'),
    referencedBy: sectionId('referenced-by'),
    source: sectionId('source'),
  };

  const doc = await ctx.md.doc(item.kind === 'function' ? { ...item.doc, returns: undefined } : item.doc, ctx.file);
  const view: ApiItemView = {
    name: item.name,
    kind: item.kind,
    kindLabel: kindLabels[item.kind],
    imports: buildImports(item),
    doc,
    ids,
    referencedBy: buildRefGroups(item.referencedBy, linker.apiPath, linker.itemHref),
    source: { url: item.sourceUrl, label: item.sourceUrl.replace(/^.*\/blob\/[^/]+\//, '') },
  };
  if (item.typeOnly) view.typeOnly = true;
  const toc: TocItem[] = [];
  const h2 = (id: string, value: string) => toc.push({ id, value, level: 2 });

  if (item.kind === 'function' || (item.kind === 'class' && item.constructors.length) || (item.kind === 'interface' && item.callSignatures.length)) {
    const signatures = item.kind === 'function' ? item.signatures : item.kind === 'class' ? item.constructors : item.callSignatures;
    const prefix = item.kind === 'class' ? `new ${item.name}` : item.kind === 'function' ? item.name : '';
    view.signatures = await Promise.all(
      signatures.map((s) => buildSignatureView(s, ctx, { prefix, parentDoc: item.kind === 'class' ? undefined : item.doc, noReturn: item.kind === 'class' })),
    );
    view.signaturesTitle = item.kind === 'class' ? 'Constructor' : item.kind === 'interface' ? 'Call signature' : 'Signature';
    if (signatures.length > 1) view.signaturesTitle += 's';
    h2(ids.signatures, view.signaturesTitle);
  }
  if ((item.kind === 'class' || item.kind === 'interface') && item.typeParameters.length) {
    view.typeParameters = await buildTypeParameterViews(item.typeParameters, ctx);
    h2(ids.typeParameters, 'Type parameters');
  }
  if ((item.kind === 'class' || item.kind === 'interface') && item.extends.length) view.extends = item.extends.map((t) => fmt.type(t));
  if (item.kind === 'class' && item.implements.length) view.implements = item.implements.map((t) => fmt.type(t));
  if (view.extends || view.implements) h2(ids.hierarchy, 'Hierarchy');

  if (item.kind === 'class' || item.kind === 'interface') {
    const built = await buildMemberViews(members, ctx, idOf);
    view.memberGroups = built.groups.map((g): MemberGroupView => ({ ...g, id: taken.has(g.id) ? `${g.id}-section` : g.id }));
    if (built.builtin) view.builtinMembers = built.builtin;
    for (const group of view.memberGroups) {
      h2(group.id, group.title);
      for (const m of group.members) toc.push({ id: m.id, value: m.name, level: 3 });
    }
  }
  if (item.kind === 'enum') {
    view.enumMembers = await Promise.all(
      item.members.map(async (m): Promise<EnumMemberView> => {
        const doc = await ctx.md.render(m.doc.summary, ctx.file);
        return { id: m.name, name: m.name, value: formatLiteral(m.value), ...(doc ? { doc } : {}) };
      }),
    );
    h2(ids.members, 'Members');
    for (const m of view.enumMembers) toc.push({ id: m.id, value: m.name, level: 3 });
  }
  if (doc.examples) h2(ids.examples, doc.examples.length > 1 ? 'Examples' : 'Example');
  if (view.referencedBy.length) h2(ids.referencedBy, 'Referenced by');
  h2(ids.source, 'Source');
  return { view, toc };
}

function buildImports(item: ApiItem): string[] {
  const keyword = item.typeOnly || item.kind === 'interface' ? 'import type' : 'import';
  const modules = item.module === 'graphql' ? ['graphql'] : ['graphql', item.module];
  return modules.map((m) => `${keyword} { ${item.name} } from '${m}';`);
}

export function buildRefGroups(
  refs: ApiRef[],
  apiPath: string,
  itemHref: (item: { kind: string; name: string }) => string,
): RefGroupView[] {
  const groups = new Map<string, RefGroupView>();
  for (const kind of Object.keys(refTitles) as ApiRef['kind'][]) groups.set(kind, { title: refTitles[kind], links: [] });
  for (const ref of refs) {
    const href = ref.kind === 'typeAlias' || ref.kind === 'variable' ? `${apiPath}#${ref.name}` : itemHref(ref);
    groups.get(ref.kind)!.links.push({ name: ref.name, href, ...(ref.via ? { via: ref.via } : {}) });
  }
  return [...groups.values()].filter((g) => g.links.length > 0);
}
