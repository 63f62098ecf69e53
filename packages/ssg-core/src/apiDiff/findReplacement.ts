// What replaces a removed export in the newer version: what its deprecation note names, else
// the one export whose docs mention it.
import type { ApiDoc, ApiItem, ApiModel } from '../typedoc/ApiModel.ts';
import { exportsOf, membersWithKeys, type ApiItemRef } from './exportsOf.ts';

/** Where a removed export's replacement lives in the newer version: an export, or one of its members. */
export interface ApiReplacement extends ApiItemRef {
  member?: string;
  /** The removed export was the type of this one's value (`type KindEnum = typeof Kind`): write `typeof Kind`. */
  typeOf?: true;
}

/**
 * The replacement a deprecation note names (`Please use \`assertName\` instead`,
 * `{@link Schema.getRootType}`), when the newer version has it: an export, or a member of
 * one (`error.toJSON` is ParseError's: the one item whose name ends in `Error` with that member).
 */
export function findReplacement(note: string, to: ApiModel): ApiReplacement | undefined {
  // `name`, {@link name} (as `(api:name)`), or a bare name in "use name instead".
  const names = [
    ...note.matchAll(/`([A-Za-z_$][\w$.]*)(?:\(\))?`|\(api:([\w$]+(?:#[\w$]+)?)\)|\buse ([A-Z][\w$]*) instead\b/gi),
  ].map((m) => (m[1] ?? m[2] ?? m[3]!).replace('#', '.'));
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
export function findMention(name: string, to: ApiModel): ApiReplacement | undefined {
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
