// "Referenced by" lists and documentation coverage, computed from the finished model.
import type {
  ApiCoverage,
  ApiInternalType,
  ApiItem,
  ApiMember,
  ApiRef,
  ApiSignature,
  ApiType,
  ApiTypeAlias,
  ApiVariable,
} from './ApiModel.ts';

/** Names (exports) and `internal/<key>`s a type mentions. */
function collectTypeNames(type: ApiType, into: Set<string>): Set<string> {
  switch (type.kind) {
    case 'reference':
      if (type.target.kind === 'item' || type.target.kind === 'typeAlias' || type.target.kind === 'variable')
        into.add(type.target.name);
      if (type.target.kind === 'internal') into.add(`internal/${type.target.key}`);
      type.typeArguments?.forEach((t) => collectTypeNames(t, into));
      break;
    case 'union':
    case 'intersection':
      type.types.forEach((t) => collectTypeNames(t, into));
      break;
    case 'array':
      collectTypeNames(type.elementType, into);
      break;
    case 'tuple':
      type.elements.forEach((e) => collectTypeNames(e.type, into));
      break;
    case 'typeOperator':
    case 'query':
      collectTypeNames(type.target, into);
      break;
    case 'indexedAccess':
      collectTypeNames(type.objectType, into);
      collectTypeNames(type.indexType, into);
      break;
    case 'conditional':
      [type.checkType, type.extendsType, type.trueType, type.falseType].forEach((t) => collectTypeNames(t, into));
      break;
    case 'predicate':
      if (type.target) collectTypeNames(type.target, into);
      break;
    case 'function':
      type.signatures.forEach((s) => signatureNames(s, into));
      break;
    case 'object':
      type.members.forEach((m) => memberNames(m, into));
      [...type.indexSignatures, ...type.callSignatures].forEach((s) => signatureNames(s, into));
      break;
  }
  return into;
}

function signatureNames(signature: ApiSignature, into: Set<string>): void {
  for (const tp of signature.typeParameters) {
    if (tp.constraint) collectTypeNames(tp.constraint, into);
    if (tp.default) collectTypeNames(tp.default, into);
  }
  signature.parameters.forEach((p) => collectTypeNames(p.type, into));
  collectTypeNames(signature.returns, into);
}

function memberNames(member: ApiMember, into: Set<string>): void {
  if (member.type) collectTypeNames(member.type, into);
  [...(member.signatures ?? []), member.getter, member.setter].forEach((s) => s && signatureNames(s, into));
}

/** Every name an export's own declaration mentions (its signatures, members, heritage). */
function namesOf(owner: ApiItem | ApiTypeAlias | ApiVariable): Set<string> {
  const into = new Set<string>();
  if ('kind' in owner) {
    if (owner.kind === 'function') owner.signatures.forEach((s) => signatureNames(s, into));
    if (owner.kind === 'class' || owner.kind === 'interface') {
      owner.extends.forEach((t) => collectTypeNames(t, into));
      owner.members.forEach((m) => memberNames(m, into));
    }
    if (owner.kind === 'class') {
      owner.implements.forEach((t) => collectTypeNames(t, into));
      owner.constructors.forEach((s) => signatureNames(s, into));
    }
    if (owner.kind === 'interface')
      [...owner.indexSignatures, ...owner.callSignatures].forEach((s) => signatureNames(s, into));
  } else {
    collectTypeNames(owner.type, into);
  }
  return into;
}

/** Case-insensitive order of names, the way readers scan a list. */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Fills `referencedBy` of items and type aliases, and `extendedBy` / `implementedBy` of classes and
 * interfaces. Internal types are transparent (a use of `Maybe<Schema>` is a use of Schema). A
 * function also uses, through another type, what the interfaces and classes its parameters take
 * use (`run(args: RunArgs)` uses Schema via RunArgs when RunArgs has a `schema: Schema`).
 */
export function buildReferences(model: {
  items: ApiItem[];
  typeAliases: ApiTypeAlias[];
  variables: ApiVariable[];
  internalTypes: ApiInternalType[];
}): void {
  const internalUses = new Map(model.internalTypes.map((t) => [`internal/${t.key}`, t.uses]));
  const expand = (names: Set<string>): Set<string> => {
    const result = new Set<string>();
    const queue = [...names];
    const seen = new Set(queue);
    while (queue.length) {
      const name = queue.shift()!;
      if (!name.startsWith('internal/')) {
        result.add(name);
        continue;
      }
      for (const used of internalUses.get(name) ?? []) {
        if (!seen.has(used)) {
          seen.add(used);
          queue.push(used);
        }
      }
    }
    return result;
  };
  const items = new Map(model.items.map((i) => [i.name, i]));
  const aliases = new Map(model.typeAliases.map((a) => [a.name, a]));
  const direct = new Map<string, Set<string>>();
  for (const owner of [...model.items, ...model.typeAliases, ...model.variables])
    direct.set(owner.name, expand(namesOf(owner)));

  const refs = new Map<string, Map<string, ApiRef>>();
  const add = (target: string, ref: ApiRef) => {
    if (target === ref.name || (!items.has(target) && !aliases.has(target))) return;
    const list = refs.get(target) ?? new Map<string, ApiRef>();
    if (!list.has(ref.name) || (list.get(ref.name)!.via && !ref.via)) list.set(ref.name, ref);
    refs.set(target, list);
  };
  const refOf = (owner: ApiItem | ApiTypeAlias | ApiVariable, via?: string): ApiRef => {
    const base: ApiRef =
      'id' in owner
        ? { kind: owner.kind, name: owner.name, id: owner.id }
        : { kind: aliases.has(owner.name) ? 'typeAlias' : 'variable', name: owner.name };
    return via ? { ...base, via } : base;
  };
  for (const owner of [...model.items, ...model.typeAliases, ...model.variables]) {
    for (const target of direct.get(owner.name)!) add(target, refOf(owner));
    if ('kind' in owner && owner.kind === 'function') {
      const parameterNames = new Set<string>();
      owner.signatures.forEach((s) => s.parameters.forEach((p) => collectTypeNames(p.type, parameterNames)));
      for (const optionsName of expand(parameterNames)) {
        const kind = items.get(optionsName)?.kind;
        if (kind !== 'interface' && kind !== 'class') continue;
        for (const target of direct.get(optionsName) ?? []) add(target, refOf(owner, optionsName));
      }
    }
  }
  const kindRank = { class: 0, enum: 1, function: 2, interface: 3, typeAlias: 4, variable: 5 };
  const sorted = (name: string) =>
    [...(refs.get(name)?.values() ?? [])].sort(
      (a, b) => kindRank[a.kind] - kindRank[b.kind] || compareNames(a.name, b.name),
    );
  for (const item of model.items) item.referencedBy = sorted(item.name);
  for (const alias of model.typeAliases) alias.referencedBy = sorted(alias.name);
  buildHeritage(model.items);
}

/** Who extends or implements each class and interface: the reverse of their `extends` / `implements`. */
function buildHeritage(items: ApiItem[]): void {
  const byName = new Map(items.map((i) => [i.name, i]));
  const targetOf = (type: ApiType) =>
    type.kind === 'reference' && type.target.kind === 'item' ? byName.get(type.target.name) : undefined;
  for (const item of items) {
    if (item.kind !== 'class' && item.kind !== 'interface') continue;
    const ref: ApiRef = { kind: item.kind, name: item.name, id: item.id };
    for (const base of item.extends.map(targetOf))
      if (base?.kind === 'class' || base?.kind === 'interface') base.extendedBy.push(ref);
    if (item.kind === 'class')
      for (const base of item.implements.map(targetOf)) if (base?.kind === 'interface') base.implementedBy.push(ref);
  }
  for (const item of items) {
    if (item.kind === 'class' || item.kind === 'interface')
      item.extendedBy.sort((a, b) => compareNames(a.name, b.name));
    if (item.kind === 'interface') item.implementedBy.sort((a, b) => compareNames(a.name, b.name));
  }
}

export function buildCoverage(model: {
  items: ApiItem[];
  typeAliases: ApiTypeAlias[];
  variables: ApiVariable[];
}): ApiCoverage {
  const hasExample = (item: ApiItem) =>
    item.doc.examples.length > 0 ||
    (item.kind === 'function' && item.signatures.some((s) => s.doc.examples.length > 0));
  const summarize = (list: (ApiTypeAlias | ApiVariable)[]) => ({
    total: list.length,
    withSummary: list.filter((x) => x.doc.summary).length,
    undocumented: list.filter((x) => !x.doc.hasComment).map((x) => x.name),
  });
  return {
    items: model.items.length,
    withSummary: model.items.filter((i) => i.doc.summary).length,
    withExample: model.items.filter(hasExample).length,
    deprecated: model.items.filter((i) => i.doc.deprecated !== undefined).map((i) => i.name),
    undocumented: model.items.filter((i) => !i.doc.hasComment).map((i) => i.name),
    typeAliases: summarize(model.typeAliases),
    variables: summarize(model.variables),
  };
}
