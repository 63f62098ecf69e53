// The declarations an export's newer version deprecates that its older one did not: the export
// itself, its own members, or single overloads of a function, method or constructor.
import type { ApiDoc, ApiSignature } from '../typedoc/ApiModel.ts';
import { membersWithKeys, type ApiExport, type ApiItemRef } from './exportsOf.ts';

/** A newly deprecated declaration. */
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

/** `(a, b)`: an overload as the changes page names it. */
const overloadName = (s: ApiSignature) => `(${s.parameters.map((p) => p.name).join(', ')})`;

/** The declarations of `now` deprecated there and not in `was`: the export, its own members, or single overloads. */
export function newDeprecations(was: ApiExport | undefined, now: ApiExport): DeprecatedItem[] {
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
