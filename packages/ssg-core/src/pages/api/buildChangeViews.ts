// The diff of two API versions as the pages show it: the badge and summary on an export's page
// (or its section of the types page) in either version, and the page listing every change.
import { apiItemPath, apiTypesPath } from '@sitegen/runtime/routePath.ts';
import type { TocItem } from '@sitegen/runtime/types.ts';
import type { ApiChangesView, ChangeEntryView, ItemChangeView, TypeTokens } from '@sitegen/theme/api/apiView.ts';
import type {
  ApiDiff,
  ApiExportKind,
  ApiItemRef,
  ChangedItem,
  DeprecatedItem,
  RemovedItem,
} from '../../apiDiff/diffApiModels.ts';
import type { ApiEnum } from '../../typedoc/ApiModel.ts';
import { markdownToText } from '../../text/markdownToText.ts';
import { kindLabels } from './buildApiItemView.ts';

/** One side of the diff: a version's package version and root route. */
export interface DiffSide {
  version: string;
  path: string;
}

export interface ChangeContext {
  diff: ApiDiff;
  from: DiffSide;
  to: DiffSide;
  changesPath: string;
  /** What the declarations cannot say of an export (how it behaves, what a replacement does differently), by name: checked by running both versions. */
  notes?: Record<string, string>;
  /** Every export of each version, by name: the names a change block shows link to their pages in its version. */
  exports?: { from: Map<string, ApiItemRef>; to: Map<string, ApiItemRef> };
}

const exportKinds: { kind: ApiExportKind; label: string; plural: string }[] = [
  { kind: 'class', label: kindLabels.class, plural: 'Classes' },
  { kind: 'enum', label: kindLabels.enum, plural: 'Enums' },
  { kind: 'function', label: kindLabels.function, plural: 'Functions' },
  { kind: 'interface', label: kindLabels.interface, plural: 'Interfaces' },
  { kind: 'typeAlias', label: 'Type alias', plural: 'Type aliases' },
  { kind: 'variable', label: 'Variable', plural: 'Variables' },
];
const labelOf = (kind: ApiExportKind) => exportKinds.find((k) => k.kind === kind)!.label;

/** How each kind of enum declaration is named in a sentence. */
const patternLabels: Record<ApiEnum['pattern'], string> = {
  enum: 'a TypeScript enum',
  'const-object': 'a const object and a type',
  namespace: 'a namespace and a type',
};

/**
 * The page of an export in one version (under its older kind there when `older`), or of one of
 * its members: type aliases and variables are sections of the types page.
 */
function href(side: DiffSide, ref: ApiItemRef & { fromKind?: ApiExportKind }, member?: string, older = false): string {
  const kind = older ? (ref.fromKind ?? ref.kind) : ref.kind;
  if (kind === 'typeAlias' || kind === 'variable') return `${apiTypesPath(side.path)}#${ref.name}`;
  return `${apiItemPath(side.path, { kind, name: ref.name })}${member ? `#${encodeURIComponent(member)}` : ''}`;
}
/**
 * The two versions as "New in …" and the upgrade guide's title name them: down to the first number
 * that differs, so `16.15.0` and `17.1.0` are 16 and 17, `1.18.0` and `1.23.1` are 1.18 and 1.23.
 */
export function releaseNames(from: string, to: string): [from: string, to: string] {
  const [a, b] = [from.split('.'), to.split('.')];
  const differs = b.findIndex((part, i) => part !== a[i]);
  const depth = differs < 0 ? b.length : differs + 1;
  return [a.slice(0, depth).join('.'), b.slice(0, depth).join('.')];
}

/**
 * A declaration as its version writes it, each name of an export of that version linked to its
 * page there, but for `self` (the entry's own export: its page is the one the block is on).
 */
function linkNames(
  text: string,
  side: DiffSide,
  exports: Map<string, ApiItemRef> | undefined,
  self: string,
): TypeTokens {
  if (!exports) return text ? [text] : [];
  const tokens: TypeTokens = [];
  let plain = '';
  // Names only: a property after a dot (`Kind.FIELD`'s FIELD) or a key before a colon is not an export.
  for (const [part, name] of text.matchAll(/(?<![.\w$'"])([A-Za-z_$][\w$]*)(?![\w$])(?!\s*\??:)|[\s\S]/g)) {
    const ref = name && name !== self ? exports.get(name) : undefined;
    if (!ref) {
      plain += part;
      continue;
    }
    if (plain) tokens.push(plain);
    plain = '';
    tokens.push([name!, href(side, ref)]);
  }
  if (plain) tokens.push(plain);
  return tokens;
}

/** What an export's page (or section) in `side` says about it in the other version; undefined when it is the same. */
export function createItemChanges(
  ctx: ChangeContext,
): (side: 'from' | 'to', name: string) => ItemChangeView | undefined {
  const { diff, from, to, changesPath } = ctx;
  const added = new Map(diff.added.map((i) => [i.name, i]));
  const removed = new Map(diff.removed.map((i) => [i.name, i]));
  const changed = new Map(diff.changed.map((i) => [i.name, i]));
  // `execute` takes ExecutionArgs, which changed: its own signature did not.
  const takes = new Map<string, { taker: ApiItemRef; types: ChangedItem[] }>();
  for (const c of diff.changed)
    for (const taker of c.takenBy ?? [])
      takes.set(taker.name, { taker, types: [...(takes.get(taker.name)?.types ?? []), c] });
  const base = { versions: [from.version, to.version] as [string, string], changesHref: changesPath };
  const release = releaseNames(from.version, to.version)[1];
  // The older version's page says what the newer one deprecates (the newer page shows its own tags).
  const deprecatedLater = new Map<string, string[]>();
  for (const d of diff.deprecated)
    if (d.inOlder)
      deprecatedLater.set(d.name, [...(deprecatedLater.get(d.name) ?? []), deprecationSentence(d, to.version)]);
  const note = (name: string) => (ctx.notes?.[name] ? [ctx.notes[name]] : []);
  return (side, name) => {
    const here = side === 'from' ? from : to;
    const later = side === 'from' ? (deprecatedLater.get(name) ?? []) : [];
    const withSummary = (view: ItemChangeView, sentences: string[]): ItemChangeView =>
      sentences.length ? { ...view, summary: sentences } : view;
    if (side === 'to' && added.has(name)) return { ...base, status: 'new', label: `New in ${release}` };
    const gone = side === 'from' ? removed.get(name) : undefined;
    if (gone) {
      const replacement = gone.replacement && {
        label: replacementLabel(gone),
        href: href(to, gone.replacement, gone.replacement.member),
      };
      return withSummary(
        {
          ...base,
          status: 'removed',
          label: `Removed in ${release}`,
          ...(replacement ? { replacement } : {}),
        },
        note(name),
      );
    }
    const change = changed.get(name);
    const taken = takes.get(name);
    const older = (text: string) => linkNames(text, from, ctx.exports?.from, name);
    const newer = (text: string) => linkNames(text, to, ctx.exports?.to, name);
    const ref = change ?? taken?.taker;
    if (!ref) {
      if (!later.length) return undefined;
      const there = diff.deprecated.find((d) => d.name === name)!;
      return {
        ...base,
        status: 'deprecated',
        label: `Deprecated in ${to.version}`,
        other: { label: to.version, href: href(to, there) },
        summary: later,
      };
    }
    const other =
      side === 'from'
        ? { label: to.version, href: href(to, ref) }
        : { label: from.version, href: href(from, ref, undefined, true) };
    if (!change) {
      return withSummary(
        {
          ...base,
          status: 'takesChanged',
          label: `Parameter types changed in ${release}`,
          other,
          parameterTypes: taken!.types.map((t) => ({ name: t.name, href: href(here, t, undefined, side === 'from') })),
        },
        [TAKES_CHANGED_RULE, ...note(name), ...later],
      );
    }
    return withSummary(
      {
        ...base,
        status: 'changed',
        label: `Changed in ${release}`,
        other,
        ...(formChange(change) ? { form: formChange(change) } : {}),
        ...(change.addedMembers.length ? { addedMembers: change.addedMembers } : {}),
        ...(change.removedMembers.length ? { removedMembers: change.removedMembers } : {}),
        ...(change.internalMembers ? { internalMembers: change.internalMembers } : {}),
        ...(change.changedMembers.length
          ? {
              changedMembers: change.changedMembers.map((m) => ({
                name: m.name,
                before: older(m.before),
                after: newer(m.after),
              })),
            }
          : {}),
        ...(change.signatures
          ? {
              signatures: {
                before: change.signatures.before.map(older),
                after: change.signatures.after.map(newer),
                title: change.kind === 'function' ? 'Signature' : 'Declaration',
              },
            }
          : {}),
      },
      [...note(name), ...changeSentences(change), ...later],
    );
  };
}

/** When a function is marked for the types it takes: said on each such mark and on the changes page. */
const TAKES_CHANGED_RULE =
  'Marked because a parameter is typed, directly, in a union or as a type argument, with an interface whose declaration changed; a changed class is not counted (its own entry says what changed).';

/** The id of the group of changed interfaces whose only changes are `kind` typed as a string and `| undefined` (the AST nodes); a note may name it. */
export const KIND_AND_UNDEFINED = 'changed-kind-and-undefined';

/** Changed only in `kind` (enum member to string) and in `| undefined` on optional members. */
function kindAndUndefinedOnly(item: ChangedItem): boolean {
  return (
    item.kind === 'interface' &&
    !item.signatures &&
    !item.addedMembers.length &&
    !item.removedMembers.length &&
    !item.internalMembers &&
    item.changedMembers.length > 0 &&
    item.changedMembers.every(
      (m) => onlyUndefined(m.before, m.after) || (m.name === 'kind' && kindToString(m.before, m.after)),
    )
  );
}

/** `Deprecated in 2.1.0: ScalarType.serialize (use coerceOutputValue() instead).` */
function deprecationSentence(d: DeprecatedItem, version: string): string {
  const note = markdownToText(d.note).trim().replace(/[.;]$/, '');
  return `Deprecated in ${version}: ${deprecatedEntryName(d)}${note ? ` (${note})` : ''}.`;
}

/** `loc?: Location` and `loc?: Location | undefined`: the same but for `| undefined`. */
const onlyUndefined = (before: string, after: string) => {
  const strip = (t: string) => t.replace(/ \| undefined\b/g, '').replace(/\?:/g, ':');
  return before !== after && strip(before) === strip(after);
};
/** `readonly kind: Kind.FIELD` and `readonly kind: KindTypeMap['FIELD']`: the enum member became its string. */
const kindToString = (before: string, after: string) =>
  /: Kind\.(\w+)$/.exec(before)?.[1] !== undefined &&
  /: KindTypeMap\['(\w+)'\]$/.exec(after)?.[1] === /: Kind\.(\w+)$/.exec(before)?.[1];

/** What the declarations say of a change beyond its blocks, one sentence each. */
function changeSentences(item: ChangedItem): string[] {
  const out: string[] = [];
  if (item.typeOnly && item.kind === 'class')
    out.push(
      `A class exported as a type only: import type { ${item.name} } works, but the package has no ${item.name} value to import or construct.`,
    );
  for (const o of item.removedOverloads ?? []) out.push(`Overload removed: ${o}.`);
  if (item.removedParameters)
    out.push(`Parameters removed: ${item.removedParameters.join(', ')} (an argument passed there is ignored).`);
  const undefinedOnly = item.changedMembers.filter((m) => onlyUndefined(m.before, m.after)).map((m) => m.name);
  if (undefinedOnly.length)
    out.push(
      `Only | undefined changed on ${undefinedOnly.join(', ')}: the same type, unless exactOptionalPropertyTypes is on (then ${undefinedOnly.length > 1 ? 'they accept' : 'it accepts'} an explicit undefined).`,
    );
  if (item.changedMembers.some((m) => m.name === 'kind' && kindToString(m.before, m.after)))
    out.push(`kind is typed as the Kind value's string (KindTypeMap) instead of the enum member Kind.X.`);
  if (item.patterns?.after === 'const-object')
    out.push(
      `${item.name}.X as a type no longer compiles (TS2702: '${item.name}' only refers to a type): write typeof ${item.name}.X.`,
    );
  return out;
}

function replacementLabel(item: RemovedItem): string {
  const r = item.replacement!;
  return `${r.typeOf ? 'typeof ' : ''}${r.member ? `${r.name}.${r.member}` : r.name}`;
}

/** `was interface, now class`; `was a TypeScript enum, now a const object and a type`. */
function formChange(item: ChangedItem): string | undefined {
  if (item.fromKind) return `was ${labelOf(item.fromKind).toLowerCase()}, now ${labelOf(item.kind).toLowerCase()}`;
  if (item.patterns) return `was ${patternLabels[item.patterns.before]}, now ${patternLabels[item.patterns.after]}`;
  return undefined;
}

/** An entry's name on the changes page: `X`, `X.member`, `X.member(a, b)`, `new X(a, b)` or `f(a, b)`. */
export function deprecatedEntryName(item: DeprecatedItem): string {
  if (item.member === 'constructor')
    return item.overload ? `new ${item.name}${item.overload}` : `${item.name}.constructor`;
  return `${item.name}${item.member ? `.${item.member}` : ''}${item.overload ?? ''}`;
}

/** The page of every change, by kind of change then module, each entry linking both versions where they have it. */
export function buildApiChangesView(
  ctx: ChangeContext & { fromLabel: string; toLabel: string; guide?: { label: string; href: string } },
): {
  view: ApiChangesView;
  toc: TocItem[];
} {
  const { diff, from, to } = ctx;
  // An export's kind in the older version, where it differs (a class that was an interface).
  const fromKinds = new Map(diff.changed.flatMap((c) => (c.fromKind ? [[c.name, c.fromKind] as const] : [])));
  const entry = (
    ref: ApiItemRef,
    sides: { from?: boolean; to?: boolean; member?: string; name?: string; kindLabel?: string; detail?: string },
  ): ChangeEntryView => ({
    name: sides.name ?? ref.name,
    kindLabel: sides.kindLabel ?? labelOf(ref.kind),
    ...(sides.from ? { fromHref: href(from, { ...ref, fromKind: fromKinds.get(ref.name) }, sides.member, true) } : {}),
    ...(sides.to ? { toHref: href(to, ref, sides.member) } : {}),
    ...(sides.detail ? { detail: sides.detail } : {}),
  });
  const section = (
    id: string,
    title: string,
    intro: string,
    list: ApiItemRef[],
    entryOf: (ref: ApiItemRef) => ChangeEntryView,
    /** Entries gathered apart from their modules, under a title and a sentence of their own. */
    group?: { id: string; title: string; intro: string; has: (ref: ApiItemRef) => boolean },
  ): ApiChangesView['sections'][number] => ({
    id,
    title: `${title} (${list.length})`,
    intro,
    byKind: exportKinds
      .map((k) => ({ label: k.plural, count: list.filter((i) => i.kind === k.kind).length }))
      .filter((k) => k.count > 0),
    modules: [
      ...(group && list.some(group.has)
        ? [
            {
              id: group.id,
              title: `${group.title} (${list.filter(group.has).length})`,
              intro: group.intro,
              group: true as const,
              entries: list.filter(group.has).map(entryOf),
            },
          ]
        : []),
      ...byModule(
        id,
        list.filter((i) => !group?.has(i)).map((i) => ({ module: i.module, entry: entryOf(i) })),
      ),
    ],
  });
  const bornDeprecated = new Set(
    diff.deprecated.filter((d) => !d.inOlder && d.member).map((d) => `${d.name}.${d.member}`),
  );
  // Every removed member, overload and parameter, in one place: each is a part of a changed export.
  const removedParts = diff.changed.flatMap((c): (ApiItemRef & { part: ChangeEntryView })[] => {
    // The older page's member (or constructors), and the newer page, which no longer has it.
    const part = (name: string, kindLabel: string, member?: string) => ({
      ...c,
      part: { ...entry(c, { from: true, member, name, kindLabel }), toHref: href(to, c) },
    });
    const constructors = c.kind === 'class' ? 'constructor' : undefined;
    return [
      ...c.removedMembers.map((m) => part(`${c.name}.${m}`, 'Member', m)),
      ...(c.removedOverloads ?? []).map((o) => part(o, 'Overload', constructors)),
      ...(c.removedParameters ?? []).map((p) => part(`${c.name}: ${p}`, 'Parameter', constructors)),
    ];
  });
  const sections: ApiChangesView['sections'] = [
    section('added', 'Added', `Exports of ${to.version} that ${from.version} does not have.`, diff.added, (i) =>
      entry(i, { to: true }),
    ),
    section(
      'removed',
      'Removed',
      `Exports of ${from.version} that ${to.version} no longer has, with what replaces them when the deprecation note or the docs name it.`,
      diff.removed,
      (i) =>
        entry(i, {
          from: true,
          detail: [removedDetail(i as RemovedItem), ctx.notes?.[i.name]].filter(Boolean).join(' ') || undefined,
        }),
    ),
    section(
      'removed-parts',
      'Removed members, overloads and parameters',
      `Parts of exports both versions have that ${to.version} no longer declares. Each export is listed under Changed too.`,
      removedParts,
      (i) => (i as (typeof removedParts)[number]).part,
    ),
    section(
      'changed',
      'Changed',
      'Exports both versions have whose declarations declare different types: their own signatures or heading, or their members (inherited ones included). The types are compared, not how the declarations spell them: a type argument equal to its default, | undefined on an optional parameter, a type alias or an unexported interface written out, typeof TypeKind.ENUM for "ENUM", the order of a union and an implements clause change nothing. Each change is shown as the declarations write it. "Taken by" names the functions whose own signature did not change: ' +
        TAKES_CHANGED_RULE,
      diff.changed,
      (i) =>
        entry(i, {
          from: true,
          to: true,
          detail: kindAndUndefinedOnly(i as ChangedItem)
            ? changedDetail(i as ChangedItem, bornDeprecated)
            : [
                changedDetail(i as ChangedItem, bornDeprecated),
                ctx.notes?.[i.name],
                ...changeSentences(i as ChangedItem),
              ]
                .filter(Boolean)
                .join(' '),
        }),
      {
        id: KIND_AND_UNDEFINED,
        title: 'Only kind typed as a string, and | undefined',
        intro: [
          `Interfaces whose only changes are these: kind is typed as the string of its Kind value (KindTypeMap['NAME'] is 'Name') instead of the enum member Kind.NAME, so an object literal such as { kind: 'Name', value: 'x' } now type-checks as a NameNode; and optional members add | undefined, the same type unless exactOptionalPropertyTypes is on.`,
          ctx.notes?.[KIND_AND_UNDEFINED],
        ]
          .filter(Boolean)
          .join(' '),
        has: (i) => kindAndUndefinedOnly(i as ChangedItem),
      },
    ),
    section(
      'deprecated',
      'Newly deprecated',
      `Exports, members and single overloads that ${to.version} marks deprecated and ${from.version} did not (or did not have).`,
      diff.deprecated,
      (ref) => {
        const i = ref as DeprecatedItem;
        const note = markdownToText(i.note).trim();
        const member = i.member && i.member !== 'constructor' ? i.member : undefined;
        return entry(i, {
          from: i.inOlder,
          to: true,
          member: i.member,
          name: deprecatedEntryName(i),
          kindLabel: i.overload ? 'Overload' : member ? 'Member' : i.member ? 'Constructor' : labelOf(i.kind),
          ...(note ? { detail: note } : {}),
        });
      },
    ),
  ];
  const view: ApiChangesView = {
    from: from.version,
    to: to.version,
    counts:
      `Added, Removed and Changed count the package's root exports of every kind (classes, enums, functions, interfaces, type aliases, variables), each once: ` +
      `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed. ` +
      `Newly deprecated counts declarations: exports, members and single overloads (${diff.deprecated.length}); ` +
      `Removed members, overloads and parameters counts those parts of changed exports (${removedParts.length}).`,
    ...(ctx.guide ? { guide: ctx.guide } : {}),
    roots: [
      { label: `${ctx.toLabel} (${to.version})`, href: to.path },
      { label: ctx.fromLabel, href: from.path },
    ],
    sections,
  };
  const toc: TocItem[] = sections.flatMap((s) => [
    { id: s.id, value: s.title, level: 2 },
    ...s.modules.map((m) => ({ id: m.id, value: m.title, level: 3 })),
  ]);
  return { view, toc };
}

function byModule(
  sectionId: string,
  entries: { module: string; entry: ChangeEntryView }[],
): ApiChangesView['sections'][number]['modules'] {
  const modules = new Map<string, ChangeEntryView[]>();
  for (const { module, entry } of entries) modules.set(module, [...(modules.get(module) ?? []), entry]);
  return [...modules].map(([module, list]) => ({
    id: `${sectionId}-${module.replace(/[^\w]+/g, '-')}`,
    title: module,
    entries: list,
  }));
}

function removedDetail(item: RemovedItem): string | undefined {
  const replacement = item.replacement && `Use ${replacementLabel(item)} instead.`;
  const note = item.note && markdownToText(item.note).trim();
  const sentence = note && `Deprecation note: ${note}${/[.!?]$/.test(note) ? '' : '.'}`;
  return [replacement, sentence].filter(Boolean).join(' ') || undefined;
}

/** `bornDeprecated`: `X.member` keys of members the newer version adds already deprecated (`ParseOptions.allowEmptySelectionSets`). */
function changedDetail(item: ChangedItem, bornDeprecated = new Set<string>()): string {
  const parts: string[] = [];
  const form = formChange(item);
  if (form) parts.push(form);
  // An enum's declaration differs with its form: the form says it.
  if (item.signatures && !item.patterns)
    parts.push(item.kind === 'function' ? 'signature changed' : 'declaration changed');
  if (item.addedMembers.length)
    parts.push(
      `added ${item.addedMembers.map((m) => (bornDeprecated.has(`${item.name}.${m}`) ? `${m} (added deprecated)` : m)).join(', ')}`,
    );
  if (item.removedMembers.length) parts.push(`removed ${item.removedMembers.join(', ')}`);
  if (item.internalMembers)
    parts.push(`still declared but marked @internal (not removed): ${item.internalMembers.join(', ')}`);
  if (item.changedMembers.length) parts.push(`changed ${item.changedMembers.map((m) => m.name).join(', ')}`);
  if (item.takenBy)
    parts.push(`taken by ${item.takenBy.map((t) => t.name).join(', ')}, whose signatures did not change`);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase() + text.slice(1)}.`;
}
