// One API item -> the view model of its page and its table of contents.
import type { TocItem } from '@sitegen/runtime/types.ts';
import type {
  ApiItemView,
  EnumMemberView,
  MemberGroupView,
  RefGroupView,
  ReferencedByView,
} from '@sitegen/theme/api/apiView.ts';
import type { ApiItem, ApiMember, ApiRef } from '../../typedoc/ApiModel.ts';
import { buildMemberViews, memberIds, type MemberContext } from './buildMemberViews.ts';
import { buildSignatureView, buildTypeParameterViews } from './buildSignatureView.ts';
import { compareNames } from '../../typedoc/buildReferences.ts';
import { formatLiteral, TokenWriter } from './formatType.ts';
import type { ApiLinker } from './createApiLinker.ts';

export const kindLabels = { class: 'Class', enum: 'Enum', function: 'Function', interface: 'Interface' } as const;

const refTitles: Record<ApiRef['kind'], string> = {
  class: 'Classes',
  enum: 'Enumerations',
  function: 'Functions',
  interface: 'Interfaces',
  typeAlias: 'Type aliases',
  variable: 'Variables',
};

export async function buildApiItemView(
  item: ApiItem,
  /** `packageName`: the documented package, the module its root exports are imported from. */
  ctx: MemberContext & { packageName: string },
): Promise<{ view: ApiItemView; toc: TocItem[] }> {
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
    indexSignatures: sectionId('index-signatures'),
    type: sectionId('type'),
    examples: sectionId('examples'),
    referencedBy: sectionId('referenced-by'),
    source: sectionId('source'),
  };

  const doc = await ctx.md.doc(item.kind === 'function' ? { ...item.doc, returns: undefined } : item.doc, ctx.file);
  const view: ApiItemView = {
    name: item.name,
    kind: item.kind,
    kindLabel: kindLabels[item.kind],
    imports: buildImports(item, ctx.packageName),
    doc,
    ids,
    referencedBy: buildReferencedBy(item.referencedBy, linker),
  };
  const source = sourceView(item.sourceUrl);
  if (source) view.source = source;
  if (item.typeOnly) view.typeOnly = true;
  if (item.typeOnly && item.kind === 'class' && item.constructors.length) {
    view.valueExport = {
      typeModules: importModules(item, ctx.packageName),
      module: definitionModule(item.sourcePath, ctx.packageName),
    };
  }
  const toc: TocItem[] = [];
  const h2 = (id: string, value: string) => toc.push({ id, value, level: 2 });
  const examplesTitle = doc.examples && (doc.examples.length > 1 ? 'Examples' : 'Example');
  // Examples open the page, before the members; a function's follow its signature.
  if (examplesTitle && item.kind !== 'function') h2(ids.examples, examplesTitle);

  if (
    item.kind === 'function' ||
    (item.kind === 'class' && item.constructors.length) ||
    (item.kind === 'interface' && item.callSignatures.length)
  ) {
    const signatures =
      item.kind === 'function' ? item.signatures : item.kind === 'class' ? item.constructors : item.callSignatures;
    const prefix = item.kind === 'class' ? `new ${item.name}` : item.kind === 'function' ? item.name : '';
    view.signatures = await Promise.all(
      // Overloads each keep their whole text; a lone signature shares the item's comment.
      signatures.map((s) =>
        buildSignatureView(s, ctx, {
          prefix,
          parentDoc: item.kind === 'class' || signatures.length > 1 ? undefined : item.doc,
          noReturn: item.kind === 'class',
        }),
      ),
    );
    view.signaturesTitle =
      item.kind === 'class' ? 'Constructor' : item.kind === 'interface' ? 'Call signature' : 'Signature';
    if (signatures.length > 1) view.signaturesTitle += 's';
    h2(ids.signatures, view.signaturesTitle);
  }
  if ((item.kind === 'class' || item.kind === 'interface') && item.typeParameters.length) {
    view.typeParameters = await buildTypeParameterViews(item.typeParameters, ctx);
    h2(ids.typeParameters, 'Type parameters');
  }
  if ((item.kind === 'class' || item.kind === 'interface') && item.extends.length)
    view.extends = item.extends.map((t) => fmt.type(t));
  if (item.kind === 'class' && item.implements.length) view.implements = item.implements.map((t) => fmt.type(t));
  const refLinks = (refs: ApiRef[]) => refs.map((r) => ({ name: r.name, href: linker.itemHref(r) }));
  if ((item.kind === 'class' || item.kind === 'interface') && item.extendedBy.length)
    view.extendedBy = refLinks(item.extendedBy);
  if (item.kind === 'interface' && item.implementedBy.length) view.implementedBy = refLinks(item.implementedBy);
  if (view.extends || view.implements || view.extendedBy || view.implementedBy) h2(ids.hierarchy, 'Hierarchy');

  if (item.kind === 'interface' && item.indexSignatures.length) {
    view.indexSignatures = await Promise.all(
      item.indexSignatures.map(async (s) => {
        const doc = await ctx.md.doc(s.doc, ctx.file);
        return { code: fmt.indexSignature(s, ''), ...(Object.keys(doc).length ? { doc } : {}) };
      }),
    );
    h2(ids.indexSignatures, view.indexSignatures.length > 1 ? 'Index signatures' : 'Index signature');
  }

  if (item.kind === 'class' || item.kind === 'interface') {
    const built = await buildMemberViews(members, ctx, idOf);
    view.memberGroups = built.groups.map(
      (g): MemberGroupView => ({ ...g, id: taken.has(g.id) ? `${g.id}-section` : g.id }),
    );
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
    if (item.typeHalf) {
      // The imports it names come first: `Kind_` in `(typeof Kind_)[keyof typeof Kind_]` is one.
      const imports = item.typeHalf.imports ?? [];
      const code = new TokenWriter()
        .text(imports.map((i) => `${i.statement}\n`).join(''))
        .text(`type ${item.name} = `)
        .append(fmt.type(item.typeHalf.type))
        .text(';').tokens;
      const typeDoc = await ctx.md.doc(item.typeHalf.doc, ctx.file);
      const explained = imports.filter((i) => i.ownNamespace);
      const note = await ctx.md.render(
        explained
          .map(
            (i) =>
              `\`${i.name}\` is the module \`${i.module}\`, the one exported as the namespace \`${item.name}\`: this type is the union of the values of its members, listed above.`,
          )
          .join('\n\n'),
        ctx.file,
      );
      view.typeHalf = {
        code,
        ...(Object.keys(typeDoc).length ? { doc: typeDoc } : {}),
        ...(note ? { note } : {}),
      };
      h2(ids.type, 'Type');
    }
  }
  if (examplesTitle && item.kind === 'function') h2(ids.examples, examplesTitle);
  if (view.referencedBy.direct.length || view.referencedBy.indirect.length) h2(ids.referencedBy, 'Referenced by');
  if (view.source) h2(ids.source, 'Source');
  return { view, toc };
}

/** The package's entry and, for an item declared in a submodule, that submodule: the modules that export it. */
function importModules(item: ApiItem, packageName: string): string[] {
  if (item.submoduleOnly) return [item.module];
  return item.module === packageName ? [packageName] : [packageName, item.module];
}

function buildImports(item: ApiItem, packageName: string): string[] {
  const keyword = item.typeOnly || item.kind === 'interface' ? 'import type' : 'import';
  const imported = item.defaultExport ? item.name : `{ ${item.name} }`;
  const imports = importModules(item, packageName).map((m) => `${keyword} ${imported} from '${m}';`);
  if (item.typeOnly && item.kind === 'class' && item.constructors.length)
    imports.push(`import { ${item.name} } from '${definitionModule(item.sourcePath, packageName)}';`);
  return imports;
}

/** GitHub link of a declaration, if it has one; the label names the file and line (`src/type/schema.ts:215`). */
export function sourceView(url: string | undefined): { url: string; label: string } | undefined {
  return url ? { url, label: url.replace(/^.*\/blob\/[^/]+\//, '').replace(/#L(\d+)$/, ':$1') } : undefined;
}

/** The module that exports a type-only class as a value: its own file (`<package>/type/definition`). */
function definitionModule(sourcePath: string, packageName: string): string {
  return `${packageName}/${sourcePath.replace(/\.d\.ts$/, '')}`;
}

/** Where the page links the items that use it: item pages, and the types page's sections for type aliases and variables. */
type RefLinker = Pick<ApiLinker, 'itemHref' | 'declarationHref'>;

export function buildReferencedBy(refs: ApiRef[], linker: RefLinker): ReferencedByView {
  const vias = [...new Set(refs.flatMap((r) => (r.via ? [r.via] : [])))].sort(compareNames);
  return {
    direct: buildRefGroups(
      refs.filter((r) => !r.via),
      linker,
    ),
    // One group per type it goes through: "Through ValidationContext (21): ...".
    indirect: vias.map((via) => ({
      title: via,
      links: refs.filter((r) => r.via === via).map((r) => ({ name: r.name, href: linker.itemHref(r) })),
    })),
  };
}

function buildRefGroups(refs: ApiRef[], linker: RefLinker): RefGroupView[] {
  const groups = new Map<string, RefGroupView>();
  for (const kind of Object.keys(refTitles) as ApiRef['kind'][])
    groups.set(kind, { title: refTitles[kind], links: [] });
  for (const ref of refs) {
    const href =
      ref.kind === 'typeAlias' || ref.kind === 'variable' ? linker.declarationHref(ref.name) : linker.itemHref(ref);
    groups.get(ref.kind)!.links.push({ name: ref.name, href });
  }
  return [...groups.values()].filter((g) => g.links.length > 0);
}
