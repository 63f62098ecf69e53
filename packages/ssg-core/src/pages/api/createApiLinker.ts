// Where every name of the API lives on the site. Items have pages; type aliases and
// variables are sections of the types page (apiTypesPath); internal types too, under `internal-<Name>`.
import type { ApiItem, ApiModel, ApiTypeTarget } from '../../typedoc/ApiModel.ts';
import { builtinUrl } from './builtinUrls.ts';
import { apiItemPath, apiTypesPath } from '@sitegen/runtime/routePath.ts';

export interface ApiLinker {
  apiPath: string;
  /** The types page, where the type aliases, variables and internal types are declared. */
  typesPath: string;
  /** The href of a type alias or variable: its section of the types page. */
  declarationHref(name: string): string;
  itemHref(item: { kind: string; name: string }, member?: string): string;
  /** The href of a type reference; undefined for type parameters and unknown externals. */
  targetHref(target: ApiTypeTarget, name: string): string | undefined;
  /** The href of an `api:` link of a doc comment, without the scheme; undefined if unknown. */
  docLinkHref(link: string): string | undefined;
  /** The href of an export or internal type as `uses` and `inheritedFrom` name them. */
  nameHref(name: string): string | undefined;
  /** Anchor id of an internal type on the types page. */
  internalId(key: string): string;
}

export function createApiLinker(model: ApiModel, apiPath: string): ApiLinker {
  const items = new Map<string, ApiItem>(model.items.map((i) => [i.name, i]));
  const declaredNames = new Set([...model.typeAliases.map((a) => a.name), ...model.variables.map((v) => v.name)]);
  const internalIds = buildInternalIds(model);
  const internalByName = new Map(model.internalTypes.map((t) => [t.name, t.key]));
  const typesPath = apiTypesPath(apiPath);
  const declarationHref = (name: string) => `${typesPath}#${name}`;

  const itemHref = (item: { kind: string; name: string }, member?: string) =>
    `${apiItemPath(apiPath, item)}${member ? `#${encodeURIComponent(member)}` : ''}`;
  const internalHref = (key: string) => (internalIds.has(key) ? `${typesPath}#${internalIds.get(key)}` : undefined);
  const exportHref = (name: string, member?: string): string | undefined => {
    const item = items.get(name);
    if (item) return itemHref(item, member);
    return declaredNames.has(name) ? declarationHref(name) : undefined;
  };

  return {
    apiPath,
    typesPath,
    declarationHref,
    itemHref,
    targetHref(target, name) {
      switch (target.kind) {
        case 'item':
          return itemHref({ kind: target.itemKind, name: target.name }, target.member);
        case 'typeAlias':
        case 'variable':
          return declarationHref(target.name);
        case 'internal':
          return internalHref(target.key);
        case 'external':
          return target.packageName === 'typescript' || target.packageName === undefined ? builtinUrl(name) : undefined;
        default:
          return undefined;
      }
    },
    docLinkHref(link) {
      if (link.startsWith('internal/')) return internalHref(link.slice('internal/'.length));
      const [name, member] = link.split('#', 2) as [string, string | undefined];
      return exportHref(name, member);
    },
    nameHref(name) {
      if (name.startsWith('internal/')) return internalHref(name.slice('internal/'.length));
      const key = internalByName.get(name);
      return exportHref(name) ?? (key ? internalHref(key) : builtinUrl(name));
    },
    internalId: (key) => internalIds.get(key) ?? `internal-${key}`,
  };
}

/** `internal-Maybe`; a name declared in two files gets its file as a suffix. */
function buildInternalIds(model: ApiModel): Map<string, string> {
  const count = new Map<string, number>();
  for (const t of model.internalTypes) count.set(t.name, (count.get(t.name) ?? 0) + 1);
  return new Map(
    model.internalTypes.map((t) => {
      const unique = count.get(t.name) === 1;
      const suffix = unique ? '' : `-${t.sourcePath.replace(/\.d\.ts$/, '').replace(/[^A-Za-z0-9]+/g, '-')}`;
      return [t.key, `internal-${t.name}${suffix}`];
    }),
  );
}
