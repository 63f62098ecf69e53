// The API root's two pages. The root: every item once, by module (a kind filter narrows it), and
// coverage. The types page: the sections of the type aliases, variables and internal types (each
// with its name as anchor id), which the root's modules and every signature link to.
import type { TocItem } from '@sitegen/runtime/types.ts';
import type {
  ApiIndexView,
  ApiTypesView,
  DeclarationView,
  ItemChangeView,
  ItemLinkView,
  TypeTokens,
} from '@sitegen/theme/api/apiView.ts';
import type { ApiInternalType, ApiItem, ApiModel, ApiTypeAlias, ApiVariable } from '../../typedoc/ApiModel.ts';
import type { ApiLinker } from './createApiLinker.ts';
import type { ApiMarkdown } from './createApiMarkdown.ts';
import { compareNames } from '../../typedoc/buildReferences.ts';
import { sourceView } from './buildApiItemView.ts';
import { buildTypeParameterViews } from './buildSignatureView.ts';
import { formatApiCoverage } from './formatApiCoverage.ts';
import { TokenWriter, type TypeFormatter } from './formatType.ts';
import { plainSummary } from './plainSummary.ts';

export interface RootContext {
  linker: ApiLinker;
  /** The documented package: the names of its files in diagnostics start with it. */
  packageName: string;
  md: ApiMarkdown;
  fmt: TypeFormatter;
  /** How a type alias or variable differs in the other API version (the note in its section). */
  changeOf?: (name: string) => ItemChangeView | undefined;
}

/** Kind and title, in the order of the filter's buttons. */
const kinds = [
  ['class', 'Classes'],
  ['enum', 'Enumerations'],
  ['function', 'Functions'],
  ['interface', 'Interfaces'],
] as const;

export interface RootPages {
  index: { view: ApiIndexView; toc: TocItem[] };
  types: { view: ApiTypesView; toc: TocItem[] };
}

export async function buildApiRootView(model: ApiModel, ctx: RootContext): Promise<RootPages> {
  const { linker } = ctx;
  const link = (item: ApiItem): ItemLinkView => ({
    name: item.name,
    href: linker.itemHref(item),
    kind: item.kind,
    ...(item.doc.summary ? { summary: plainSummary(item.doc.summary) } : {}),
    ...(item.doc.deprecated !== undefined ? { deprecated: true as const } : {}),
  });

  const root = model.packageName;
  // The root module first, then its submodules by name.
  const moduleNames = [...new Set([...model.modules.map((m) => m.name), ...model.items.map((i) => i.module)])].sort(
    (a, b) => (a === root ? -1 : b === root ? 1 : a.localeCompare(b)),
  );
  const byModule: ApiIndexView['byModule'] = [];
  for (const module of moduleNames) {
    const info = model.modules.find((m) => m.name === module);
    const inModule = model.items.filter((i) => i.module === module);
    const categories = [...new Set(inModule.map((i) => i.category ?? 'Other'))].sort();
    const declarations = [
      ...model.typeAliases
        .filter((a) => a.module === module)
        .map((a) => ({ name: a.name, href: linker.declarationHref(a.name), kind: 'typeAlias' as const })),
      ...model.variables
        .filter((v) => v.module === module)
        .map((v) => ({ name: v.name, href: linker.declarationHref(v.name), kind: 'variable' as const })),
    ].sort((a, b) => compareNames(a.name, b.name));
    const overview = await ctx.md.render(info?.overview, `${module}/index.d.ts`);
    byModule.push({
      id: `module-${module.replace(/[^A-Za-z0-9]+/g, '-')}`,
      title: module,
      ...(overview ? { overview } : {}),
      categories: await Promise.all(
        categories.map(async (title) => {
          const categoryOverview = await ctx.md.render(
            info?.categories.find((c) => c.name === title)?.overview,
            module,
          );
          return {
            // "Other" is a heading only beside named categories.
            ...(categories.length > 1 || title !== 'Other' ? { title } : {}),
            ...(categoryOverview ? { overview: categoryOverview } : {}),
            items: inModule.filter((i) => (i.category ?? 'Other') === title).map(link),
          };
        }),
      ),
      ...(declarations.length ? { declarations } : {}),
    });
  }

  const about = { packageName: model.packageName, version: model.packageVersion };
  const index: ApiIndexView = {
    part: 'index',
    path: linker.apiPath,
    ...about,
    coverage: formatApiCoverage(model.coverage),
    // A filter button for each kind the package has items of.
    kinds: kinds
      .map(([kind, title]) => ({ kind, title, count: model.items.filter((i) => i.kind === kind).length }))
      .filter((k) => k.count > 0),
    byModule,
    typesPath: linker.typesPath,
    ids: { byModule: 'by-module', coverage: 'coverage' },
  };
  const types: ApiTypesView = {
    part: 'types',
    path: linker.typesPath,
    ...about,
    rootPath: linker.apiPath,
    typeAliases: await Promise.all(model.typeAliases.map((a) => typeAliasView(a, ctx))),
    variables: await Promise.all(model.variables.map((v) => variableView(v, ctx))),
    internalTypes: await Promise.all(model.internalTypes.map((t) => internalView(t, ctx))),
    internalTypesIntro:
      'Types that the signatures use but the package does not export. You meet them as parameter and return types; they cannot be imported.',
    ids: { typeAliases: 'type-aliases', variables: 'variables', internalTypes: 'internal-types' },
  };
  return {
    index: {
      view: index,
      toc: [
        { id: index.ids.byModule, value: 'Items by module', level: 2 },
        ...byModule.map((m) => ({ id: m.id, value: m.title, level: 3 })),
        { id: index.ids.coverage, value: 'Documentation coverage', level: 2 },
      ],
    },
    types: {
      view: types,
      toc: [
        { id: types.ids.typeAliases, value: 'Type aliases', level: 2 },
        { id: types.ids.variables, value: 'Variables', level: 2 },
        { id: types.ids.internalTypes, value: 'Internal types', level: 2 },
      ],
    },
  };
}

/** The `source` of a declaration's view: none when it has no link. */
function source(decl: { sourceUrl?: string }) {
  const view = sourceView(decl.sourceUrl);
  return view ? { source: view } : {};
}

async function typeAliasView(a: ApiTypeAlias, ctx: RootContext): Promise<DeclarationView> {
  const file = `${ctx.packageName}/${a.sourcePath}`;
  const change = ctx.changeOf?.(a.name);
  return {
    id: a.name,
    name: a.name,
    code: ctx.fmt.typeAlias(a),
    doc: await ctx.md.doc(a.doc, file),
    ...(a.typeParameters.length
      ? { typeParameters: await buildTypeParameterViews(a.typeParameters, { ...ctx, file }) }
      : {}),
    ...source(a),
    ...(change ? { change } : {}),
  };
}

async function variableView(v: ApiVariable, ctx: RootContext): Promise<DeclarationView> {
  const change = ctx.changeOf?.(v.name);
  return {
    id: v.name,
    name: v.name,
    code: ctx.fmt.variable(v),
    doc: await ctx.md.doc(v.doc, `${ctx.packageName}/${v.sourcePath}`),
    ...source(v),
    ...(change ? { change } : {}),
  };
}

async function internalView(t: ApiInternalType, ctx: RootContext): Promise<DeclarationView> {
  const doc = await ctx.md.doc({ ...t.doc, modifiers: [] }, `${ctx.packageName}/${t.sourcePath}`);
  return {
    id: ctx.linker.internalId(t.key),
    name: t.name,
    code: linkDefinition(t, ctx.linker),
    doc,
    note: `Not exported by the package; declared in ${t.sourcePath}.`,
    ...source(t),
  };
}

/** The declaration text with the names it uses linked (not itself). */
function linkDefinition(t: ApiInternalType, linker: ApiLinker): TypeTokens {
  const hrefs = new Map<string, string>();
  for (const use of t.uses) {
    const href = linker.nameHref(use);
    const name = use.startsWith('internal/') ? use.slice(use.lastIndexOf('#') + 1) : use;
    if (href && name !== t.name) hrefs.set(name, href);
  }
  const w = new TokenWriter();
  const definition = t.definition.replace(/^export (declare )?/, '');
  let last = 0;
  for (const match of definition.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const href = hrefs.get(match[0]);
    if (!href) continue;
    w.text(definition.slice(last, match.index)).link(match[0], href);
    last = match.index + match[0].length;
  }
  return w.text(definition.slice(last)).tokens;
}
