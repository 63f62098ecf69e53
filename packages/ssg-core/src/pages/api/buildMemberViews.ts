// Class and interface members, grouped the way readers look for them. Members inherited
// from JavaScript's own classes (Error's message, stack...) are only named, collapsed.
import type { MemberGroupView, MemberView, TypeToken } from '@sitegen/theme/api/apiView.ts';
import type { ApiMember } from '../../typedoc/ApiModel.ts';
import { isJsGlobal } from './builtinUrls.ts';
import { buildSignatureView, type SignatureContext } from './buildSignatureView.ts';
import type { ApiLinker } from './createApiLinker.ts';
import { TokenWriter } from './formatType.ts';

export interface MemberContext extends SignatureContext {
  linker: ApiLinker;
}

export interface MemberViews {
  groups: MemberGroupView[];
  builtin?: { from: string; names: string[] };
}

const groupTitles = [
  ['properties', 'Properties'],
  ['accessors', 'Accessors'],
  ['methods', 'Methods'],
  ['static-properties', 'Static properties'],
  ['static-methods', 'Static methods'],
] as const;

type GroupKey = (typeof groupTitles)[number][0];

function groupOf(m: ApiMember): GroupKey {
  if (m.flags.static) return m.kind === 'method' ? 'static-methods' : 'static-properties';
  return m.kind === 'property' ? 'properties' : m.kind === 'accessor' ? 'accessors' : 'methods';
}

/** Anchor ids of members: the member's name; a static twin of an instance member gets `static-`. */
export function memberIds(members: ApiMember[]): Map<ApiMember, string> {
  const ids = new Map<ApiMember, string>();
  const used = new Set<string>();
  for (const m of [...members.filter((x) => !x.flags.static), ...members.filter((x) => x.flags.static)]) {
    let id = used.has(m.name) ? `static-${m.name}` : m.name;
    for (let n = 2; used.has(id); n++) id = `${m.name}-${n}`;
    used.add(id);
    ids.set(m, id);
  }
  return ids;
}

export async function buildMemberViews(
  members: ApiMember[],
  ctx: MemberContext,
  ids: Map<ApiMember, string>,
): Promise<MemberViews> {
  const builtin = members.filter((m) => m.inheritedFrom !== undefined && isJsGlobal(m.inheritedFrom));
  const shown = members.filter((m) => !builtin.includes(m));
  const byGroup = new Map<GroupKey, MemberView[]>();
  for (const m of shown) {
    const view = await buildMemberView(m, ids.get(m)!, ctx);
    const key = groupOf(m);
    byGroup.set(key, [...(byGroup.get(key) ?? []), view]);
  }
  const groups = groupTitles
    .filter(([key]) => byGroup.has(key))
    .map(([key, title]) => ({ id: key, title, members: byGroup.get(key)! }));
  return {
    groups,
    ...(builtin.length ? { builtin: { from: builtin[0]!.inheritedFrom!, names: builtin.map((m) => m.name) } } : {}),
  };
}

async function buildMemberView(m: ApiMember, id: string, ctx: MemberContext): Promise<MemberView> {
  const view: MemberView = { id, name: m.name, kind: m.kind };
  const flags = (['static', 'readonly', 'optional', 'protected', 'abstract'] as const).filter((f) => m.flags[f]);
  if (flags.length) view.flags = [...flags];
  // Overloads that say different things (`name()` gets the name, `name(value)` sets it) each say it
  // under their own code: above them, the member shows only what they all share, and none repeats it.
  const summaries = new Set(m.signatures?.map((s) => s.doc.summary));
  const memberDoc = summaries.size > 1 && summaries.has(m.doc.summary) ? { ...m.doc, summary: '' } : m.doc;
  const doc = await ctx.md.doc(memberDoc, ctx.file);
  if (Object.keys(doc).length) view.doc = doc;
  if (m.kind === 'method' && m.signatures) {
    const prefix = `${m.flags.static ? 'static ' : ''}${m.name}${m.flags.optional ? '?' : ''}`;
    view.signatures = await Promise.all(
      m.signatures.map((s) => buildSignatureView(s, ctx, { prefix, parentDoc: memberDoc })),
    );
  } else {
    const code = new TokenWriter();
    ctx.fmt.member(m, '').forEach((line, i) => code.text(i ? '\n' : '').append(line));
    view.code = code.tokens;
  }
  if (m.inheritedFrom) {
    const href = ctx.linker.nameHref(m.inheritedFrom);
    const from: TypeToken = href ? [m.inheritedFrom, href] : m.inheritedFrom;
    view.inheritedFrom = from;
  }
  return view;
}
