// The form of an export the diff compares: the types it declares, not how its declaration spells
// them. Two declarations that differ only in spelling declare the same type and are no change:
// - a type argument equal to its parameter's default (`ScalarType<boolean, boolean>` is
//   `ScalarType<boolean>`);
// - `| undefined` on an optional parameter, which takes `undefined` either way;
// - a non-generic type alias of the package, read as what it stands for, where one version names
//   it and the other spells it out (`NullableType` is the union it names): both versions
//   naming `ASTNode` declare the same type, whatever `ASTNode` became (its own entry says that);
// - an internal interface, read as its object type (`PrintOptions` is `{ maxIndentDepth?: number }`);
// - `typeof TypeKind.ENUM`, a member of a `const` object, read as its value `'ENUM'`;
// - the order of a union's members;
// - a class's `implements` clause, which checks the class and leaves its type as it is.
import type { ApiModel, ApiParameter, ApiType } from '../typedoc/ApiModel.ts';
import { formatTypeText } from '../search/formatTypeText.ts';
import type { ApiExport } from './exportsOf.ts';

const typeKinds = new Set([
  'intrinsic',
  'literal',
  'reference',
  'union',
  'intersection',
  'array',
  'tuple',
  'typeOperator',
  'query',
  'indexedAccess',
  'conditional',
  'predicate',
  'function',
  'object',
  'printed',
]);
// A function item passes for a function type: both only have their children read.
const isType = (x: object): x is ApiType => typeKinds.has((x as { kind?: string }).kind ?? '');
const unread = new Set(['doc', 'referencedBy', 'extends']);
const isParameter = (x: object): x is ApiParameter => 'optional' in x && 'rest' in x && 'type' in x && !('kind' in x);

/** The export with every type in its declared form, for comparing; never shown. */
/**
 * How far type aliases are read as what they stand for: not at all, those outside any cycle, or
 * (for a recursive alias's own declaration) the others of its cycle as well. Each reading keeps the
 * type as it is; the diff calls two declarations the same when one reading makes their texts equal.
 */
export type AliasReading = 'none' | 'acyclic' | 'cycle';

export function declaredForm(entry: ApiExport, model: ApiModel, aliasReading: AliasReading): ApiExport {
  const { aliases, internals, items, recursive } = lookupsOf(model);

  const type = (t: ApiType, expanding: Set<string>): ApiType => {
    switch (t.kind) {
      case 'reference': {
        const { target } = t;
        if (
          aliasReading !== 'none' &&
          target.kind === 'typeAlias' &&
          !t.typeArguments?.length &&
          !expanding.has(t.name)
        ) {
          const alias = aliases.get(t.name);
          if (alias && !alias.typeParameters.length && (!recursive.has(t.name) || inOwnCycle))
            return type(alias.type, new Set([...expanding, t.name]));
        }
        if (target.kind === 'internal' && !t.typeArguments?.length) {
          const body = internalInterfaceBody(internals.get(target.key)?.definition);
          if (body !== undefined) return { kind: 'printed', text: body };
        }
        const args = (t.typeArguments ?? []).map((a) => type(a, expanding));
        const owner = target.kind === 'item' ? items.get(target.name) : undefined;
        const parameters = owner && 'typeParameters' in owner ? owner.typeParameters : [];
        // Trailing arguments equal to their defaults, the defaults read with the arguments before them.
        while (args.length) {
          const i = args.length - 1;
          const fallback = parameters[i]?.default;
          if (!fallback) break;
          const bound = substitute(fallback, new Map(parameters.slice(0, i).map((p, j) => [p.name, args[j]!])));
          if (formatTypeText(type(bound, expanding)) !== formatTypeText(args[i]!)) break;
          args.pop();
        }
        const { typeArguments: _, ...rest } = t;
        return args.length ? { ...rest, typeArguments: args } : rest;
      }
      case 'query': {
        const of = t.target.kind === 'reference' ? t.target.target : undefined;
        if (of?.kind === 'item' && of.member) {
          const owner = items.get(of.name);
          const member =
            owner?.kind === 'enum' && owner.pattern !== 'enum'
              ? owner.members.find((m) => m.name === of.member)
              : undefined;
          if (member) return { kind: 'literal', value: member.value };
        }
        return children(t, expanding) as ApiType;
      }
      case 'union': {
        const flat = t.types.map((x) => type(x, expanding)).flatMap((x) => (x.kind === 'union' ? x.types : [x]));
        const byText = new Map(flat.map((x) => [formatTypeText(x), x]));
        return { kind: 'union', types: [...byText.keys()].sort().map((k) => byText.get(k)!) };
      }
      default:
        return children(t, expanding) as ApiType;
    }
  };

  const walk = (value: unknown, expanding: Set<string>): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, expanding));
    if (!value || typeof value !== 'object') return value;
    if (isType(value)) return type(value, expanding);
    const out = children(value, expanding);
    if (isParameter(value) && value.optional) out.type = withoutUndefined(out.type as ApiType);
    return out;
  };
  const children = (value: object, expanding: Set<string>): Record<string, unknown> =>
    Object.fromEntries(
      // A heading's `extends` names its bases (their members are compared as the export's own).
      Object.entries(value).map(([key, v]) => [key, unread.has(key) ? v : walk(v, expanding)]),
    );

  // A recursive alias's own declaration reads the aliases of its cycle as what they stand for, and
  // keeps its own name: `AnyType` is the same union whether written out or through the others.
  const inOwnCycle = aliasReading === 'cycle' && 'alias' in entry && recursive.has(entry.ref.name);
  const form = walk(entry, new Set([entry.ref.name])) as ApiExport;
  if ('item' in form && form.item.kind === 'class') return { ...form, item: { ...form.item, implements: [] } };
  return form;
}

/** A model's lookups, made once per model: the diff reads every export of it, each up to three times. */
const lookups = new WeakMap<ApiModel, ReturnType<typeof makeLookups>>();
const lookupsOf = (model: ApiModel) => lookups.get(model) ?? lookups.set(model, makeLookups(model)).get(model)!;

function makeLookups(model: ApiModel) {
  return {
    aliases: new Map(model.typeAliases.map((a) => [a.name, a])),
    internals: new Map(model.internalTypes.map((t) => [t.key, t])),
    items: new Map(model.items.map((i) => [i.name, i])),
    recursive: recursiveAliases(model),
  };
}

/** Type aliases that name themselves through others (`AnyType` holds `ListType<AnyType>`): they stay named. */
function recursiveAliases(model: ApiModel): Set<string> {
  const names = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(names);
    if (!value || typeof value !== 'object') return [];
    const own = isType(value) && value.kind === 'reference' && value.target.kind === 'typeAlias' ? [value.name] : [];
    return [...own, ...Object.values(value).flatMap(names)];
  };
  const uses = new Map(model.typeAliases.map((a) => [a.name, new Set(names(a.type))]));
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    for (const n of uses.get(from) ?? []) {
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      if (reaches(n, to, seen)) return true;
    }
    return false;
  };
  return new Set([...uses.keys()].filter((name) => reaches(name, name)));
}

function withoutUndefined(t: ApiType): ApiType {
  if (t.kind !== 'union') return t;
  const types = t.types.filter((x) => !(x.kind === 'intrinsic' && x.name === 'undefined'));
  return types.length === 1 ? types[0]! : { ...t, types };
}

/** A type parameter's default with the parameters before it replaced by their arguments. */
function substitute(t: ApiType, args: Map<string, ApiType>): ApiType {
  if (t.kind === 'reference' && t.target.kind === 'typeParameter') return args.get(t.name) ?? t;
  return t;
}

/**
 * An internal interface as the object type it declares: `PrintOptions` as `{ maxIndentDepth?: number }`,
 * one that extends others as `Base & { … }`; undefined for anything else (a generic one keeps its name).
 */
function internalInterfaceBody(definition: string | undefined): string | undefined {
  const match =
    definition && /^(?:export\s+)?interface\s+\w+\s*(?:extends\s+([^{]+?)\s*)?\{([\s\S]*)\}$/.exec(definition.trim());
  if (!match) return undefined;
  const members = match[2]!
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/[;\n]/)
    .map((m) => m.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const bases = match[1]
    ? `${match[1]
        .split(',')
        .map((b) => b.trim())
        .join(' & ')} & `
    : '';
  return `${bases}{ ${members.join('; ')} }`;
}
