// What changed between two versions of the API, computed from their two models: the items
// added and removed, the items whose signatures or members differ, and the new deprecations.
// Items are matched by export name (a name is one export of the package, whatever its kind).
import type { ApiDoc, ApiItem, ApiItemKind, ApiMember, ApiModel, ApiSignature, ApiType } from '../typedoc/ApiModel.ts';
import { formatMemberText, formatSignatureText } from '../search/formatTypeText.ts';

/** An item of one version: enough to name it and link its page. */
export interface ApiItemRef {
  name: string;
  kind: ApiItemKind;
  module: string;
}

/** Where a removed item's replacement lives in the newer version: an item, or one of its members. */
export interface ApiReplacement extends ApiItemRef {
  member?: string;
}

export interface RemovedItem extends ApiItemRef {
  /** The older version's deprecation note, when it had one (markdown). */
  note?: string;
  replacement?: ApiReplacement;
}

export interface ChangedItem extends ApiItemRef {
  /** The kind in the older version, when it differs (a class that became an interface). */
  fromKind?: ApiItemKind;
  /** Members (properties, methods, enum members) only the newer version has, in its order. */
  addedMembers: string[];
  /** Members only the older version has, in its order. */
  removedMembers: string[];
  /** Members both have whose declarations differ. */
  changedMembers: { name: string; before: string; after: string }[];
  /** The item's own signatures (a function's overloads, a constructor, call signatures) when they differ. */
  signatures?: { before: string[]; after: string[] };
  /**
   * Items its signatures take whose members changed, the text of the signatures being the same:
   * `execute(args: ExecutionArgs)` reads as before, but ExecutionArgs has new options.
   */
  parameterTypes?: string[];
}

export interface DeprecatedItem extends ApiItemRef {
  /** Set when a member, not the item itself, is newly deprecated. */
  member?: string;
  /** The deprecation note (markdown); `''` without one. */
  note: string;
}

export interface ApiDiff {
  /** The two package versions, e.g. `16.15.0` and `17.1.0`. */
  from: string;
  to: string;
  added: ApiItemRef[];
  removed: RemovedItem[];
  changed: ChangedItem[];
  /** Deprecated in the newer version, not in the older one (or new and deprecated at once). */
  deprecated: DeprecatedItem[];
}

/** The changes from `from` to `to`, each list sorted by module, then name. */
export function diffApiModels(from: ApiModel, to: ApiModel): ApiDiff {
  const before = new Map(from.items.map((i) => [i.name, i]));
  const after = new Map(to.items.map((i) => [i.name, i]));
  const ref = (item: ApiItem): ApiItemRef => ({ name: item.name, kind: item.kind, module: item.module });
  const diff: ApiDiff = {
    from: from.packageVersion,
    to: to.packageVersion,
    added: [],
    removed: [],
    changed: [],
    deprecated: [],
  };

  for (const item of to.items) {
    const old = before.get(item.name);
    if (!old) diff.added.push(ref(item));
    if (item.doc.deprecated !== undefined && old?.doc.deprecated === undefined)
      diff.deprecated.push({ ...ref(item), note: item.doc.deprecated });
    if (!old) continue;
    const changed = diffItem(old, item);
    if (changed) diff.changed.push({ ...ref(item), ...changed });
    const oldMembers = new Map(membersOf(old).map((m) => [m.name, m]));
    for (const member of membersOf(item)) {
      const was = oldMembers.get(member.name);
      if (member.doc.deprecated !== undefined && was && was.doc.deprecated === undefined) {
        diff.deprecated.push({ ...ref(item), member: member.name, note: member.doc.deprecated });
      }
    }
  }
  for (const item of from.items) {
    if (after.has(item.name)) continue;
    const note = item.doc.deprecated;
    const replacement = (note && findReplacement(note, to)) || findMention(item.name, to);
    diff.removed.push({ ...ref(item), ...(note ? { note } : {}), ...(replacement ? { replacement } : {}) });
  }
  // A function or constructor whose parameters take a changed options object (an interface with
  // members added or removed) changed too; a class it takes (GraphQLSchema) is not its options.
  const withNewMembers = new Set(
    diff.changed
      .filter((c) => c.kind === 'interface' && (c.addedMembers.length || c.removedMembers.length))
      .map((c) => c.name),
  );
  for (const item of to.items) {
    const old = before.get(item.name);
    const taken =
      old && [...new Set(parameterTypeNames(item))].filter((name) => withNewMembers.has(name) && name !== item.name);
    if (!old || !taken?.length) continue;
    const found = diff.changed.find((c) => c.name === item.name);
    if (found) found.parameterTypes = taken;
    else
      diff.changed.push({
        ...ref(item),
        addedMembers: [],
        removedMembers: [],
        changedMembers: [],
        parameterTypes: taken,
      });
  }
  for (const list of [diff.added, diff.removed, diff.changed, diff.deprecated]) list.sort(byModuleThenName);
  return diff;
}

function byModuleThenName(a: ApiItemRef & { member?: string }, b: ApiItemRef & { member?: string }): number {
  return (
    a.module.localeCompare(b.module) || a.name.localeCompare(b.name) || (a.member ?? '').localeCompare(b.member ?? '')
  );
}

/** What differs between two versions of one item, or undefined when nothing shown on its page does. */
function diffItem(old: ApiItem, item: ApiItem): Omit<ChangedItem, keyof ApiItemRef> | undefined {
  const oldTexts = memberTexts(old);
  const newTexts = memberTexts(item);
  const addedMembers = [...newTexts.keys()].filter((n) => !oldTexts.has(n));
  const removedMembers = [...oldTexts.keys()].filter((n) => !newTexts.has(n));
  const changedMembers = [...newTexts]
    .filter(([name, text]) => oldTexts.has(name) && oldTexts.get(name) !== text)
    .map(([name, text]) => ({ name, before: oldTexts.get(name)!, after: text }));
  const [was, now] = [signatureTexts(old), signatureTexts(item)];
  const signaturesDiffer = was.join('\n') !== now.join('\n');
  const kindDiffers = old.kind !== item.kind;
  if (!kindDiffers && !signaturesDiffer && !addedMembers.length && !removedMembers.length && !changedMembers.length)
    return undefined;
  return {
    ...(kindDiffers ? { fromKind: old.kind } : {}),
    addedMembers,
    removedMembers,
    changedMembers,
    ...(signaturesDiffer ? { signatures: { before: was, after: now } } : {}),
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

/** The item's own signatures as one line of TypeScript each. */
export function signatureTexts(item: ApiItem): string[] {
  const signatures: ApiSignature[] =
    item.kind === 'function'
      ? item.signatures
      : item.kind === 'class'
        ? item.constructors
        : item.kind === 'interface'
          ? item.callSignatures
          : [];
  const prefix = item.kind === 'class' ? `new ${item.name}` : item.kind === 'function' ? item.name : '';
  const texts = signatures.map((s) => formatSignatureText(prefix, s));
  if (item.kind === 'class' || item.kind === 'interface') {
    const heritage = item.extends.map((t) => (t.kind === 'reference' ? t.name : '')).filter(Boolean);
    if (heritage.length) texts.push(`extends ${heritage.join(', ')}`);
  }
  return texts;
}

/** Own members by name, each as the declaration text a reader compares (every overload of a method). */
function memberTexts(item: ApiItem): Map<string, string> {
  if (item.kind === 'enum') return new Map(item.members.map((m) => [m.name, `${m.name} = ${JSON.stringify(m.value)}`]));
  return new Map(
    namedMembers(item).map((m) => {
      const flags = [m.flags.static && 'static', m.flags.protected && 'protected'].filter(Boolean).join(' ');
      const text =
        m.kind === 'method' && m.signatures?.length
          ? m.signatures.map((s) => formatSignatureText(m.name, s)).join('; ')
          : formatMemberText(m);
      return [m.name, flags ? `${flags} ${text}` : text];
    }),
  );
}

function membersOf(item: ApiItem): { name: string; doc: ApiDoc }[] {
  return item.kind === 'enum' ? item.members : namedMembers(item);
}

/**
 * A class's or interface's named members, inherited ones included: a member that moved to a base
 * type (GraphQLArgs now extends ExecutionArgs) is still there. `[Symbol.toStringTag]` has no name to compare.
 */
function namedMembers(item: ApiItem): ApiMember[] {
  return item.kind === 'class' || item.kind === 'interface' ? item.members.filter((m) => !m.name.startsWith('[')) : [];
}

/**
 * The replacement a deprecation note names (`Please use \`assertName\` instead`,
 * `{@link GraphQLSchema.getRootType}`), when the newer version has it: an item, or a member of
 * one (`error.toJSON` is GraphQLError's: the one item whose name ends in `Error` with that member).
 */
export function findReplacement(note: string, to: ApiModel): ApiReplacement | undefined {
  const names = [...note.matchAll(/`([A-Za-z_$][\w$.]*)(?:\(\))?`|\(api:([\w$]+(?:#[\w$]+)?)\)/g)].map((m) =>
    (m[1] ?? m[2]!).replace('#', '.'),
  );
  for (const name of names) {
    const [head, member] = name.split('.') as [string, string | undefined];
    const owners = to.items.filter(
      (i) => i.name === head || (member !== undefined && i.name.toLowerCase().endsWith(head.toLowerCase())),
    );
    for (const owner of owners.sort((a, b) => Number(b.name === head) - Number(a.name === head))) {
      if (member === undefined) return { name: owner.name, kind: owner.kind, module: owner.module };
      if (membersOf(owner).some((m) => m.name === member))
        return { name: owner.name, kind: owner.kind, module: owner.module, member };
    }
  }
  return undefined;
}

/** The one item of the newer version whose docs name a removed item (`` `formatError` ``), if exactly one does. */
function findMention(name: string, to: ApiModel): ApiReplacement | undefined {
  const pattern = new RegExp(`\`${name}(?:\\(\\))?\`|\\(api:${name}\\)`);
  const texts = (doc: ApiDoc) => [doc.summary, doc.remarks ?? '', doc.deprecated ?? ''].join('\n');
  const mentioning = to.items.filter(
    (i) => pattern.test(texts(i.doc)) || membersOf(i).some((m) => pattern.test(texts(m.doc))),
  );
  const [only] = mentioning;
  return mentioning.length === 1 && only ? { name: only.name, kind: only.kind, module: only.module } : undefined;
}
