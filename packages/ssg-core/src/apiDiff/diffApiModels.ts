// What changed between two versions of the API, computed from their two models. The unit is a
// root export of the package, whatever its kind (class, enum, function, interface, type alias,
// variable): those only the newer version has, those it no longer has, those whose declaration
// as written differs (its own signatures and heritage, or its members, inherited ones included),
// and the declarations newly deprecated (an export, a member, or one overload of several).
import type { ApiEnum, ApiItem, ApiModel, ApiSignature, ApiType } from '../typedoc/ApiModel.ts';
import {
  formatIndexSignatureText,
  formatMemberText,
  formatSignatureText,
  formatTypeAliasText,
  formatTypeText,
  formatVariableText,
} from '../search/formatTypeText.ts';
import { declaredForm, type AliasReading } from './declaredForm.ts';
import { exportsOf, membersWithKeys, type ApiExport, type ApiExportKind, type ApiItemRef } from './exportsOf.ts';
import { findMention, findReplacement, type ApiReplacement } from './findReplacement.ts';
import { newDeprecations, type DeprecatedItem } from './newDeprecations.ts';

export type { ApiExportKind, ApiItemRef, ApiReplacement, DeprecatedItem };

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
  /**
   * Overloads of a function or constructor the newer version no longer has, by their parameter
   * names: `new ParseError(message, nodes, source, positions, path, originalError, extensions)`.
   */
  removedOverloads?: string[];
  /** Trailing parameters the newer version dropped from an overload it kept: `validate`'s `typeInfo`. */
  removedParameters?: string[];
  /** The newer version exports it with `export type` only: no runtime value to import, call or construct. */
  typeOnly?: true;
  /** Functions and classes of the newer version whose parameters take this changed interface, with their signatures unchanged. */
  takenBy?: ApiItemRef[];
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
    const forms = (reading: AliasReading) =>
      [declaredForm(was!, from, reading), declaredForm(now, to, reading)] as const;
    const changed = was && diffExport({ was, now, forms: [forms('none'), forms('acyclic'), forms('cycle')] });
    if (changed) diff.changed.push({ ...now.ref, ...changed });
  }
  for (const [name, was] of before) {
    if (after.has(name)) continue;
    const note = was.doc.deprecated;
    const replacement = typeOfReplacement(was, to) ?? ((note && findReplacement(note, to)) || findMention(name, to));
    diff.removed.push({ ...was.ref, ...(note ? { note } : {}), ...(replacement ? { replacement } : {}) });
  }
  // An interface whose members changed, taken by a function or constructor whose signature did
  // not (`execute(args: ExecutionArgs)`): its entry names them.
  const changedNames = new Set(diff.changed.map((c) => c.name));
  const takers = to.items
    .filter((i) => !changedNames.has(i.name) && before.has(i.name))
    .map((i) => ({ ref: after.get(i.name)!.ref, takes: new Set(parameterTypeNames(i)) }));
  for (const changed of diff.changed) {
    // One rule: any changed interface; a changed class is not counted (its own entry lists its changes).
    if (changed.kind !== 'interface') continue;
    const takenBy = takers.filter((t) => t.takes.has(changed.name)).map((t) => t.ref);
    if (takenBy.length) changed.takenBy = takenBy.sort((a, b) => a.name.localeCompare(b.name));
  }
  for (const list of [diff.added, diff.removed, diff.changed, diff.deprecated]) list.sort(byModuleThenName);
  return diff;
}

/** A removed `type KindEnum = typeof Kind` whose `Kind` the newer version still exports: `typeof Kind` replaces it. */
function typeOfReplacement(was: ApiExport, to: ApiModel): ApiReplacement | undefined {
  if (!('alias' in was) || was.alias.type.kind !== 'query' || was.alias.type.target.kind !== 'reference')
    return undefined;
  const target = exportsOf(to).get(was.alias.type.target.name);
  return target && { ...target.ref, typeOf: true };
}

function byModuleThenName(a: DeprecatedItem | ApiItemRef, b: DeprecatedItem | ApiItemRef): number {
  const sub = (x: DeprecatedItem | ApiItemRef) =>
    ('member' in x ? (x.member ?? '') : '') + ('overload' in x ? (x.overload ?? '') : '');
  return a.module.localeCompare(b.module) || a.name.localeCompare(b.name) || sub(a).localeCompare(sub(b));
}

/**
 * What differs between two versions of one export, or undefined when it declares the same types:
 * compared in their declared forms (`declaredForm`), shown as written.
 */
function diffExport({
  was,
  now,
  forms,
}: {
  was: ApiExport;
  now: ApiExport;
  /** Pairs of declared forms: a text is the same when it is in one pair at least. */
  forms: (readonly [ApiExport, ApiExport])[];
}): Omit<ChangedItem, keyof ApiItemRef> | undefined {
  const oldTexts = memberTexts(was);
  const newTexts = memberTexts(now);
  const memberForms = forms.map(([a, b]) => [memberTexts(a), memberTexts(b)] as const);
  const internal = new Set('item' in now && 'internalMembers' in now.item ? now.item.internalMembers : []);
  const gone = [...oldTexts.keys()].filter((n) => !newTexts.has(n));
  const addedMembers = [...newTexts.keys()].filter((n) => !oldTexts.has(n));
  const removedMembers = gone.filter((n) => !internal.has(n));
  const internalMembers = gone.filter((n) => internal.has(n));
  const changedMembers = [...newTexts]
    .filter(([name]) => oldTexts.has(name) && memberForms.every(([a, b]) => a.get(name) !== b.get(name)))
    .map(([name, text]) => ({ name, before: oldTexts.get(name)!, after: text }));
  const [beforeTexts, afterTexts] = [declarationTexts(was), declarationTexts(now)];
  const signaturesDiffer = forms.every(([a, b]) => declarationTexts(a).join('\n') !== declarationTexts(b).join('\n'));
  const kindDiffers = was.ref.kind !== now.ref.kind;
  const patterns =
    'item' in was && 'item' in now && was.item.kind === 'enum' && now.item.kind === 'enum'
      ? { before: was.item.pattern, after: now.item.pattern }
      : undefined;
  const patternDiffers = !!patterns && patterns.before !== patterns.after;
  const { removedOverloads, removedParameters } = removedFromOverloads(was, now);
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
    ...(removedOverloads.length ? { removedOverloads } : {}),
    ...('item' in now && now.item.typeOnly ? { typeOnly: true as const } : {}),
    ...(removedParameters.length ? { removedParameters } : {}),
  };
}

/**
 * The overloads of a function (or a class's constructors) only the older version has: matched by
 * their parameter names, the older ones left over are paired in order with the newer ones left
 * over (a changed overload), and those beyond are removed. A kept overload whose parameters the
 * newer version cut short lost those parameters.
 */
function removedFromOverloads(
  was: ApiExport,
  now: ApiExport,
): { removedOverloads: string[]; removedParameters: string[] } {
  const overloads = (e: ApiExport) =>
    !('item' in e)
      ? []
      : e.item.kind === 'function'
        ? e.item.signatures
        : e.item.kind === 'class'
          ? e.item.constructors
          : [];
  const prefix = 'item' in now && now.item.kind === 'class' ? `new ${now.ref.name}` : now.ref.name;
  const names = (s: ApiSignature) => s.parameters.map((p) => p.name);
  const key = (s: ApiSignature) => names(s).join(', ');
  const [older, newer] = [overloads(was), overloads(now)];
  const newKeys = new Set(newer.map(key));
  const oldKeys = new Set(older.map(key));
  const leftOld = older.filter((s) => !newKeys.has(key(s)));
  const leftNew = newer.filter((s) => !oldKeys.has(key(s)));
  const removedParameters = leftOld.slice(0, leftNew.length).flatMap((s, i) => {
    const [before, after] = [names(s), names(leftNew[i]!)];
    return after.length < before.length && after.every((n, j) => n === before[j]) ? before.slice(after.length) : [];
  });
  // A type-only class has no constructors in the newer version: its overloads are not "removed".
  const removedOverloads = newer.length ? leftOld.slice(leftNew.length).map((s) => `${prefix}(${key(s)})`) : [];
  return { removedOverloads, removedParameters };
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
function declarationTexts(entry: ApiExport): string[] {
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
