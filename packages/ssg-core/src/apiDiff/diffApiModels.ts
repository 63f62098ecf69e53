// What changed between two versions of the API, computed from their two models. The unit is a
// root export of the package, whatever its kind (class, enum, function, interface, type alias,
// variable): those only the newer version has, those it no longer has, those whose declaration
// as written differs (its own signatures and heritage, or its members, inherited ones included),
// and the declarations newly deprecated (an export, a member, or one overload of several).
import type {
  ApiDoc,
  ApiEnum,
  ApiItem,
  ApiItemKind,
  ApiMember,
  ApiModel,
  ApiSignature,
  ApiType,
  ApiTypeAlias,
  ApiVariable,
} from '../typedoc/ApiModel.ts';
import {
  formatIndexSignatureText,
  formatMemberText,
  formatSignatureText,
  formatTypeAliasText,
  formatTypeText,
  formatVariableText,
} from '../search/formatTypeText.ts';

export type ApiExportKind = ApiItemKind | 'typeAlias' | 'variable';

/** An export of one version: enough to name it and link its page (or its section of the types page). */
export interface ApiItemRef {
  name: string;
  kind: ApiExportKind;
  module: string;
}

/** Where a removed export's replacement lives in the newer version: an export, or one of its members. */
export interface ApiReplacement extends ApiItemRef {
  member?: string;
}

export interface RemovedItem extends ApiItemRef {
  /** The older version's deprecation note, when it had one (markdown). */
  note?: string;
  replacement?: ApiReplacement;
}

export interface ChangedItem extends ApiItemRef {
  /** The kind in the older version, when it differs (an interface that became a class). */
  fromKind?: ApiExportKind;
  /** How an enum is declared in each version, when that differs (a TypeScript enum that became a `const` object and a type). */
  patterns?: { before: ApiEnum['pattern']; after: ApiEnum['pattern'] };
  /** Members (properties, methods, enum members) only the newer version has, in its order. */
  addedMembers: string[];
  /** Members only the older version has, in its order. */
  removedMembers: string[];
  /** Members the newer version still declares but marks `@internal` (its pages leave them out). */
  internalMembers?: string[];
  /** Members both have whose declarations differ. */
  changedMembers: { name: string; before: string; after: string }[];
  /**
   * The export's own declaration when it differs: a function's overloads, a class's or interface's
   * heading, constructors, call and index signatures, a type alias or a variable.
   */
  signatures?: { before: string[]; after: string[] };
  /** Functions and classes of the newer version whose parameters take this changed interface, with their signatures unchanged. */
  takenBy?: ApiItemRef[];
}

export interface DeprecatedItem extends ApiItemRef {
  /** Set when a member, not the export itself, is newly deprecated (`constructor` for a class's constructors). */
  member?: string;
  /** Set when one overload of several is: its parameter names, `(schema, ast, typeInfo, onError, hideSuggestions)`. */
  overload?: string;
  /** The deprecation note (markdown); `''` without one. */
  note: string;
  /** The older version has the same declaration (without the tag): its page can be linked. */
  inOlder: boolean;
}

export interface ApiDiff {
  /** The two package versions, e.g. `16.15.0` and `17.1.0`. */
  from: string;
  to: string;
  added: ApiItemRef[];
  removed: RemovedItem[];
  changed: ChangedItem[];
  /** Deprecated in the newer version, and not in the older one (or not there at all). */
  deprecated: DeprecatedItem[];
}

/** One export of a model, whatever its kind. */
type ApiExport =
  | { ref: ApiItemRef; doc: ApiDoc; item: ApiItem }
  | { ref: ApiItemRef; doc: ApiDoc; alias: ApiTypeAlias }
  | { ref: ApiItemRef; doc: ApiDoc; variable: ApiVariable };

/** Every export of a model by name. */
export function exportsOf(model: ApiModel): Map<string, ApiExport> {
  const ref = (x: { name: string; module: string }, kind: ApiExportKind) => ({ name: x.name, kind, module: x.module });
  return new Map<string, ApiExport>([
    ...model.items.map((item) => [item.name, { ref: ref(item, item.kind), doc: item.doc, item }] as const),
    ...model.typeAliases.map((alias) => [alias.name, { ref: ref(alias, 'typeAlias'), doc: alias.doc, alias }] as const),
    ...model.variables.map(
      (variable) => [variable.name, { ref: ref(variable, 'variable'), doc: variable.doc, variable }] as const,
    ),
  ]);
}

/** The changes from `from` to `to`, each list sorted by module, then name. */
export function diffApiModels(from: ApiModel, to: ApiModel): ApiDiff {
  const before = exportsOf(from);
  const after = exportsOf(to);
  const diff: ApiDiff = {
    from: from.packageVersion,
    to: to.packageVersion,
    added: [],
    removed: [],
    changed: [],
    deprecated: [],
  };

  for (const [name, now] of after) {
    const was = before.get(name);
    if (!was) diff.added.push(now.ref);
    diff.deprecated.push(...newDeprecations(was, now));
    const changed = was && diffExport(was, now);
    if (changed) diff.changed.push({ ...now.ref, ...changed });
  }
  for (const [name, was] of before) {
    if (after.has(name)) continue;
    const note = was.doc.deprecated;
    const replacement = (note && findReplacement(note, to)) || findMention(name, to);
    diff.removed.push({ ...was.ref, ...(note ? { note } : {}), ...(replacement ? { replacement } : {}) });
  }
  // An interface whose members changed, taken by a function or constructor whose signature did
  // not (`execute(args: ExecutionArgs)`): its entry names them.
  const changedNames = new Set(diff.changed.map((c) => c.name));
  for (const changed of diff.changed) {
    if (changed.kind !== 'interface' || !(changed.addedMembers.length || changed.removedMembers.length)) continue;
    const takers = to.items.filter(
      (i) => !changedNames.has(i.name) && before.has(i.name) && parameterTypeNames(i).includes(changed.name),
    );
    if (takers.length)
      changed.takenBy = takers.map((i) => after.get(i.name)!.ref).sort((a, b) => a.name.localeCompare(b.name));
  }
  for (const list of [diff.added, diff.removed, diff.changed, diff.deprecated]) list.sort(byModuleThenName);
  return diff;
}

function byModuleThenName(a: DeprecatedItem | ApiItemRef, b: DeprecatedItem | ApiItemRef): number {
  const sub = (x: DeprecatedItem | ApiItemRef) =>
    ('member' in x ? (x.member ?? '') : '') + ('overload' in x ? (x.overload ?? '') : '');
  return a.module.localeCompare(b.module) || a.name.localeCompare(b.name) || sub(a).localeCompare(sub(b));
}

/** What differs between two versions of one export, or undefined when its declaration is the same. */
function diffExport(was: ApiExport, now: ApiExport): Omit<ChangedItem, keyof ApiItemRef> | undefined {
  const oldTexts = memberTexts(was);
  const newTexts = memberTexts(now);
  const internal = new Set('item' in now && 'internalMembers' in now.item ? now.item.internalMembers : []);
  const gone = [...oldTexts.keys()].filter((n) => !newTexts.has(n));
  const addedMembers = [...newTexts.keys()].filter((n) => !oldTexts.has(n));
  const removedMembers = gone.filter((n) => !internal.has(n));
  const internalMembers = gone.filter((n) => internal.has(n));
  const changedMembers = [...newTexts]
    .filter(([name, text]) => oldTexts.has(name) && oldTexts.get(name) !== text)
    .map(([name, text]) => ({ name, before: oldTexts.get(name)!, after: text }));
  const [beforeTexts, afterTexts] = [declarationTexts(was), declarationTexts(now)];
  const signaturesDiffer = beforeTexts.join('\n') !== afterTexts.join('\n');
  const kindDiffers = was.ref.kind !== now.ref.kind;
  const patterns =
    'item' in was && 'item' in now && was.item.kind === 'enum' && now.item.kind === 'enum'
      ? { before: was.item.pattern, after: now.item.pattern }
      : undefined;
  const patternDiffers = !!patterns && patterns.before !== patterns.after;
  if (
    !kindDiffers &&
    !patternDiffers &&
    !signaturesDiffer &&
    !addedMembers.length &&
    !gone.length &&
    !changedMembers.length
  )
    return undefined;
  return {
    ...(kindDiffers ? { fromKind: was.ref.kind } : {}),
    ...(patternDiffers ? { patterns } : {}),
    addedMembers,
    removedMembers,
    ...(internalMembers.length ? { internalMembers } : {}),
    changedMembers,
    ...(signaturesDiffer ? { signatures: { before: beforeTexts, after: afterTexts } } : {}),
  };
}

/** The items a function's or constructor's parameters are typed with, directly or as a type argument (`Maybe<ParseOptions>`). */
function parameterTypeNames(item: ApiItem): string[] {
  const signatures = item.kind === 'function' ? item.signatures : item.kind === 'class' ? item.constructors : [];
  const names = (type: ApiType): string[] =>
    type.kind === 'reference'
      ? [...(type.target.kind === 'item' ? [type.name] : []), ...(type.typeArguments ?? []).flatMap(names)]
      : type.kind === 'union'
        ? type.types.flatMap(names)
        : [];
  return signatures.flatMap((s) => s.parameters.flatMap((p) => names(p.type)));
}

/** How each kind of enum declaration reads: a TypeScript enum, a `const` object, a namespace (`Kind`). */
function enumHead(item: ApiEnum): string {
  if (item.pattern === 'enum') return `enum ${item.name} { … }`;
  if (item.pattern === 'const-object') return `const ${item.name}: { … }`;
  const module = item.typeHalf?.imports?.find((i) => i.ownNamespace)?.module;
  return `export * as ${item.name}${module ? ` from "${module}"` : ''}`;
}

/** The export's own declaration as lines of TypeScript (its members apart), each as the pages print it. */
export function declarationTexts(entry: ApiExport): string[] {
  if ('alias' in entry) return [formatTypeAliasText(entry.alias)];
  if ('variable' in entry) return [formatVariableText(entry.variable)];
  const { item } = entry;
  const exported = item.typeOnly ? [`export type { ${item.name} }`] : [];
  switch (item.kind) {
    case 'function':
      return item.signatures.map((s) => formatSignatureText(item.name, s));
    case 'enum':
      // The imports the type names come with it: `Kind_` in `(typeof Kind_)[keyof typeof Kind_]`.
      return [
        enumHead(item),
        ...(item.typeHalf?.imports ?? []).map((i) => i.statement),
        ...(item.typeHalf ? [`type ${item.name} = ${formatTypeText(item.typeHalf.type)}`] : []),
      ];
    case 'class':
      return [...exported, heading(item), ...item.constructors.map((s) => formatSignatureText(`new ${item.name}`, s))];
    case 'interface':
      return [
        ...exported,
        heading(item),
        ...item.callSignatures.map((s) => formatSignatureText('', s)),
        ...item.indexSignatures.map(formatIndexSignatureText),
      ];
  }
}

/** `class X<T> extends Y implements Z`: the line that opens a class or interface. */
function heading(item: ApiItem & { kind: 'class' | 'interface' }): string {
  const parameters = item.typeParameters.length
    ? `<${item.typeParameters
        .map(
          (p) =>
            `${p.name}${p.constraint ? ` extends ${formatTypeText(p.constraint)}` : ''}${p.default ? ` = ${formatTypeText(p.default)}` : ''}`,
        )
        .join(', ')}>`
    : '';
  const list = (keyword: string, types: ApiType[]) =>
    types.length ? ` ${keyword} ${types.map(formatTypeText).join(', ')}` : '';
  return `${item.kind} ${item.name}${parameters}${list('extends', item.extends)}${item.kind === 'class' ? list('implements', item.implements) : ''}`;
}

/** Members by name (`static x` for a static one), each as the declaration text a reader compares (every overload of a method). */
function memberTexts(entry: ApiExport): Map<string, string> {
  if (!('item' in entry)) return new Map();
  const { item } = entry;
  if (item.kind === 'enum') return new Map(item.members.map((m) => [m.name, `${m.name} = ${JSON.stringify(m.value)}`]));
  return new Map(
    membersWithKeys(item).map(({ key, member: m }) => {
      const flags = [m.flags.static && 'static', m.flags.protected && 'protected'].filter(Boolean).join(' ');
      const text = formatMemberText(m);
      return [key, flags ? `${flags} ${text}` : text];
    }),
  );
}

/**
 * A class's or interface's members, inherited ones included (a member that moved to a base type,
 * as when GraphQLArgs came to extend ExecutionArgs, is still there), each with its key.
 */
function membersWithKeys(item: ApiItem): { key: string; member: ApiMember }[] {
  if (item.kind !== 'class' && item.kind !== 'interface') return [];
  return item.members.map((member) => ({ key: member.flags.static ? `static ${member.name}` : member.name, member }));
}

/** `(a, b)`: an overload as the changes page names it. */
const overloadName = (s: ApiSignature) => `(${s.parameters.map((p) => p.name).join(', ')})`;

/** The declarations of `now` deprecated there and not in `was`: the export, its own members, or single overloads. */
function newDeprecations(was: ApiExport | undefined, now: ApiExport): DeprecatedItem[] {
  const out: DeprecatedItem[] = [];
  const isNew = (doc: ApiDoc, old: ApiDoc | undefined) => doc.deprecated !== undefined && old?.deprecated === undefined;
  const push = (doc: ApiDoc, inOlder: unknown, extra: { member?: string; overload?: string } = {}) =>
    out.push({ ...now.ref, ...extra, note: doc.deprecated!, inOlder: !!inOlder });
  /** A set of overloads is deprecated as a whole when its own doc is, or every overload's. */
  const whole = (x: { doc?: ApiDoc; signatures: ApiSignature[] }) =>
    x.doc?.deprecated !== undefined ||
    (x.signatures.length > 0 && x.signatures.every((s) => s.doc.deprecated !== undefined));
  /** Overloads: an entry for the whole when it is newly deprecated; else one for each newly deprecated overload. */
  const overloads = (
    current: { doc?: ApiDoc; signatures: ApiSignature[] },
    old: { doc?: ApiDoc; signatures: ApiSignature[] } | undefined,
    member?: string,
  ) => {
    const owner = member ? { member } : {};
    if (whole(current)) {
      if (!old || !whole(old))
        push(current.doc?.deprecated !== undefined ? current.doc : current.signatures[0]!.doc, old, owner);
      return;
    }
    if (current.signatures.length < 2) return;
    for (const s of current.signatures) {
      const counterpart = old?.signatures.find((o) => overloadName(o) === overloadName(s));
      if (isNew(s.doc, counterpart?.doc)) push(s.doc, counterpart, { ...owner, overload: overloadName(s) });
    }
  };

  if (!('item' in now)) {
    if (isNew(now.doc, was?.doc)) push(now.doc, was);
    return out;
  }
  const { item } = now;
  const oldItem = was && 'item' in was ? was.item : undefined;
  if (item.kind === 'function') {
    overloads(item, oldItem?.kind === 'function' ? oldItem : undefined);
    return out;
  }
  if (isNew(item.doc, was?.doc)) push(item.doc, was);
  if (item.kind === 'enum') {
    const old = new Map(oldItem?.kind === 'enum' ? oldItem.members.map((m) => [m.name, m.doc]) : []);
    for (const m of item.members) if (isNew(m.doc, old.get(m.name))) push(m.doc, old.has(m.name), { member: m.name });
    return out;
  }
  if (item.kind === 'class' && item.constructors.length)
    overloads(
      { signatures: item.constructors },
      oldItem?.kind === 'class' && oldItem.constructors.length ? { signatures: oldItem.constructors } : undefined,
      'constructor',
    );
  // What the export declares itself: an inherited member is deprecated where it is declared.
  const oldMembers = new Map(oldItem ? membersWithKeys(oldItem).map(({ key, member }) => [key, member]) : []);
  for (const { key, member } of membersWithKeys(item)) {
    if (member.inheritedFrom) continue;
    const old = oldMembers.get(key);
    if (member.kind === 'method' && member.signatures)
      overloads(
        { doc: member.doc, signatures: member.signatures },
        old && { doc: old.doc, signatures: old.signatures ?? [] },
        member.name,
      );
    else if (isNew(member.doc, old?.doc)) push(member.doc, old, { member: member.name });
  }
  return out;
}

/**
 * The replacement a deprecation note names (`Please use \`assertName\` instead`,
 * `{@link GraphQLSchema.getRootType}`), when the newer version has it: an export, or a member of
 * one (`error.toJSON` is GraphQLError's: the one item whose name ends in `Error` with that member).
 */
export function findReplacement(note: string, to: ApiModel): ApiReplacement | undefined {
  const names = [...note.matchAll(/`([A-Za-z_$][\w$.]*)(?:\(\))?`|\(api:([\w$]+(?:#[\w$]+)?)\)/g)].map((m) =>
    (m[1] ?? m[2]!).replace('#', '.'),
  );
  const exported = [...exportsOf(to).values()];
  for (const name of names) {
    const [head, member] = name.split('.') as [string, string | undefined];
    const owners = exported.filter(
      (e) => e.ref.name === head || (member !== undefined && e.ref.name.toLowerCase().endsWith(head.toLowerCase())),
    );
    for (const owner of owners.sort((a, b) => Number(b.ref.name === head) - Number(a.ref.name === head))) {
      if (member === undefined) return owner.ref;
      if ('item' in owner && memberNames(owner.item).includes(member)) return { ...owner.ref, member };
    }
  }
  return undefined;
}

function memberNames(item: ApiItem): string[] {
  return item.kind === 'enum' ? item.members.map((m) => m.name) : membersWithKeys(item).map((m) => m.member.name);
}

/** The one export of the newer version whose docs name a removed export (`` `formatError` ``), if exactly one does. */
function findMention(name: string, to: ApiModel): ApiReplacement | undefined {
  const pattern = new RegExp(`\`${name}(?:\\(\\))?\`|\\(api:${name}\\)`);
  const texts = (doc: ApiDoc) => [doc.summary, doc.remarks ?? '', doc.deprecated ?? ''].join('\n');
  const mentioning = [...exportsOf(to).values()].filter(
    (e) =>
      pattern.test(texts(e.doc)) ||
      ('item' in e && e.item.kind !== 'function' && e.item.members.some((m) => pattern.test(texts(m.doc)))),
  );
  const [only] = mentioning;
  return mentioning.length === 1 && only ? only.ref : undefined;
}
