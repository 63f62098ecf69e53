// An API page's data (the view model its HTML is rendered from) -> markdown: the same sections in
// the same order, printed code in ```ts blocks, doc comments through treeToMdast, links kept.
import type { BlockContent, Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type {
  ApiChangesView,
  ApiItemView,
  ApiRootView,
  ApiTypesView,
  DeclarationView,
  DocView,
  ItemChangeView,
  MemberView,
  ParamView,
  SignatureView,
  TypeTokens,
} from '@sitegen/theme/api/apiView.ts';
import { treeToMdast } from './treeToMdast.ts';

type Block = RootContent;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (label: PhrasingContent, url: string): PhrasingContent => ({ type: 'link', url, children: [label] });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const heading = (depth: 1 | 2 | 3 | 4, ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
const tsBlock = (value: string): Block => ({ type: 'code', lang: 'ts', value });
const list = (items: BlockContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children): ListItem => ({ type: 'listItem', spread: false, children })),
});
/** Printed TypeScript as plain text (its links are on the page's names elsewhere). */
const plain = (tokens: TypeTokens) => tokens.map((t) => (typeof t === 'string' ? t : t[0])).join('');
/** Items of a comma-separated list of links. */
const links = (entries: { name: string; href: string }[], separator = ', ') =>
  entries.flatMap((e, i): PhrasingContent[] => [...(i ? [text(separator)] : []), link(code(e.name), e.href)]);

export function apiItemToMdast(item: ApiItemView, description?: string): Root {
  const { doc } = item;
  const out: Block[] = [heading(1, text(item.name))];
  const flags = [item.kindLabel, item.typeOnly ? 'type only' : '', doc.deprecated ? 'deprecated' : '']
    .filter(Boolean)
    .join(', ');
  out.push(paragraph(strong(flags)));
  if (!doc.summary && description) out.push(paragraph(text(description)));
  out.push(...deprecation(doc, `${item.kindLabel} ${item.name}`));
  if (item.change) out.push(changeNote(item.name, item.change));
  out.push(...docBlocks({ ...doc, deprecated: undefined }));
  out.push(tsBlock(item.imports.join('\n')));
  if (item.valueExport) {
    out.push(
      paragraph(
        text(
          `${item.valueExport.typeModules.join(' and ')} export ${item.name} as a type only; the class itself, constructor included, is exported as a value by `,
        ),
        code(item.valueExport.module),
        text('.'),
      ),
    );
  } else if (item.typeOnly) {
    out.push(
      paragraph(
        code(item.name),
        text(' is exported as a type only: import it with '),
        code('import type'),
        text('; it cannot be used as a value.'),
      ),
    );
  }
  const examples = doc.examples && [
    heading(2, text(doc.examples.length > 1 ? 'Examples' : 'Example')),
    ...doc.examples.flatMap(treeToMdast),
  ];
  if (examples && item.kind !== 'function') out.push(...examples);
  if (item.signatures)
    out.push(heading(2, text(item.signaturesTitle!)), ...item.signatures.flatMap((s) => signature(s, 3)));
  if (item.typeParameters) out.push(heading(2, text('Type parameters')), params(item.typeParameters));
  if (item.extends || item.implements || item.extendedBy || item.implementedBy) {
    const rows: BlockContent[][] = [];
    const types = (label: string, list: TypeTokens[]) =>
      rows.push([
        paragraph(text(`${label}: `), ...list.flatMap((t, i) => [...(i ? [text(', ')] : []), code(plain(t))])),
      ]);
    if (item.extends) types('Extends', item.extends);
    if (item.implements) types('Implements', item.implements);
    if (item.extendedBy) rows.push([paragraph(text('Extended by: '), ...links(item.extendedBy))]);
    if (item.implementedBy) rows.push([paragraph(text('Implemented by: '), ...links(item.implementedBy))]);
    out.push(heading(2, text('Hierarchy')), list(rows));
  }
  if (item.indexSignatures) {
    out.push(heading(2, text(item.indexSignatures.length > 1 ? 'Index signatures' : 'Index signature')));
    for (const s of item.indexSignatures) out.push(tsBlock(plain(s.code)), ...(s.doc ? docBlocks(s.doc, true) : []));
  }
  for (const group of item.memberGroups ?? [])
    out.push(heading(2, text(group.title)), ...group.members.flatMap(member));
  if (item.builtinMembers) {
    out.push(
      paragraph(
        text(`Inherited from `),
        code(item.builtinMembers.from),
        text(': '),
        ...item.builtinMembers.names.flatMap((n, i) => [...(i ? [text(', ')] : []), code(n)]),
      ),
    );
  }
  if (item.enumMembers) {
    out.push(heading(2, text('Members')));
    for (const m of item.enumMembers)
      out.push(
        heading(3, code(m.name)),
        tsBlock(`${item.name}.${m.name} = ${m.value}`),
        ...(m.doc ? treeToMdast(m.doc) : []),
      );
  }
  if (item.typeHalf)
    out.push(
      heading(2, text('Type')),
      tsBlock(plain(item.typeHalf.code)),
      ...(item.typeHalf.doc ? docBlocks(item.typeHalf.doc, true) : []),
      ...(item.typeHalf.note ? treeToMdast(item.typeHalf.note) : []),
    );
  if (examples && item.kind === 'function') out.push(...examples);
  const { direct, indirect } = item.referencedBy;
  if (direct.length || indirect.length) {
    out.push(heading(2, text('Referenced by')));
    out.push(
      list(
        [...direct, ...indirect.map((g) => ({ ...g, title: `Through ${g.title}` }))].map((g) => [
          paragraph(text(`${g.title}: `), ...links(g.links)),
        ]),
      ),
    );
  }
  if (item.source)
    out.push(heading(2, text('Source')), paragraph(link(text(item.source.label), item.source.url), text(' on GitHub')));
  return { type: 'root', children: out };
}

/** The API root (its listing by module) or its types page (the declarations), as the page shows them. */
export function apiRootToMdast(root: ApiRootView): Root {
  if (root.part === 'types') return apiTypesToMdast(root);
  // The page's own intro (ApiRootPage.tsx), sentence for sentence.
  const out: Block[] = [heading(1, text('API Reference'))];
  out.push(
    paragraph(
      text('Every public class, enum, function, interface, type alias and constant of '),
      code(root.packageName),
      text(` ${root.version}.`),
    ),
    paragraph(
      text('Type aliases, constants and the internal types the signatures use are on '),
      link(text('Types and constants'), root.typesPath),
      text('.'),
    ),
  );
  if (root.changes)
    out.push(
      paragraph(
        link(text(root.changes.label), root.changes.href),
        text(': every item added, removed, changed or deprecated.'),
      ),
    );
  out.push(paragraph(text(root.coverage)), heading(2, text('Items by module')));
  for (const module of root.byModule) {
    out.push(heading(3, code(module.title)), ...(module.overview ? treeToMdast(module.overview) : []));
    for (const category of module.categories) {
      if (category.title) out.push(heading(4, text(category.title)));
      if (category.overview) out.push(...treeToMdast(category.overview));
      out.push(
        list(
          category.items.map((i) => [
            paragraph(
              link(code(i.name), i.href),
              ...(i.summary ? [text(`: ${i.summary}`)] : []),
              ...(i.deprecated ? [text(' (deprecated)')] : []),
            ),
          ]),
        ),
      );
    }
    if (module.declarations)
      out.push(heading(4, text('Type aliases and variables')), paragraph(...links(module.declarations, ' · ')));
  }
  return { type: 'root', children: out };
}

function apiTypesToMdast(root: ApiTypesView): Root {
  const out: Block[] = [heading(1, text('Types and constants'))];
  out.push(
    paragraph(
      text('The type aliases and constants of '),
      code(root.packageName),
      text(
        ` ${root.version}, then the internal types its signatures use. Its classes, enums, functions and interfaces are listed on the `,
      ),
      link(text('API Reference'), root.rootPath),
      text('.'),
    ),
  );
  const declarations = (title: string, entries: DeclarationView[], intro?: string) => {
    if (!entries.length) return;
    out.push(heading(2, text(title)), ...(intro ? [paragraph(text(intro))] : []));
    for (const d of entries) {
      out.push(heading(3, code(d.name)));
      if (d.change) out.push(changeNote(d.name, d.change));
      out.push(tsBlock(plain(d.code)));
      out.push(...deprecation(d.doc, d.name), ...docBlocks({ ...d.doc, deprecated: undefined }, true));
      if (d.typeParameters) out.push(paragraph(strong('Type parameters')), params(d.typeParameters));
      // As the page's paragraph: the note, then the link named Source.
      const source = d.source ? [link(text('Source'), d.source.url)] : [];
      if (d.note || d.source)
        out.push(paragraph(...(d.note ? [text(`${d.note}${d.source ? ' ' : ''}`)] : []), ...source));
    }
  };
  declarations('Type aliases', root.typeAliases);
  declarations('Variables', root.variables);
  declarations('Internal types', root.internalTypes, root.internalTypesIntro);
  return { type: 'root', children: out };
}

/** The page of every change between two versions: the same sections and modules, an entry per line with its versions' links. */
export function apiChangesToMdast(changes: ApiChangesView): Root {
  const out: Block[] = [heading(1, text(`Changes from ${changes.from} to ${changes.to}`))];
  out.push(
    paragraph(
      text("Generated from the two versions' declarations. The API of each: "),
      ...links(changes.roots.map((r) => ({ name: r.label, href: r.href }))),
      text('.'),
      ...(changes.guide ? [text(' '), link(text(changes.guide.label), changes.guide.href), text('.')] : []),
    ),
    paragraph(text(changes.counts)),
  );
  for (const section of changes.sections) {
    out.push(heading(2, text(section.title)), paragraph(text(section.intro)));
    if (section.byKind.length)
      out.push(paragraph(text(`By kind: ${section.byKind.map((k) => `${k.label} ${k.count}`).join(' · ')}`)));
    for (const module of section.modules) {
      const entries = module.entries.map((entry): BlockContent[] => {
        const versions = [
          entry.fromHref && link(text(changes.from), entry.fromHref),
          entry.toHref && link(text(changes.to), entry.toHref),
        ].filter((l): l is PhrasingContent => !!l);
        const line: PhrasingContent[] = [
          code(entry.name),
          text(` (${entry.kindLabel})`),
          ...versions.flatMap((l) => [text(' '), l]),
        ];
        return [paragraph(...line, ...(entry.detail ? [text(` — ${entry.detail}`)] : []))];
      });
      out.push(
        heading(3, module.group ? text(module.title) : code(module.title)),
        ...(module.intro ? [paragraph(text(module.intro))] : []),
        list(entries),
      );
    }
  }
  return { type: 'root', children: out };
}

/** What the page's change note says (ChangeNote.tsx), as a quote. */
function changeNote(name: string, change: ItemChangeView): Block {
  const [older, newer] = change.versions;
  const lead: PhrasingContent[] = [strong(`${change.label}.`)];
  if (change.status === 'new') lead.push(text(' '), code(name), text(` is not in ${older}.`));
  if (change.status === 'removed') {
    lead.push(text(` ${newer} no longer exports `), code(name), text('.'));
    if (change.replacement)
      lead.push(text(' Use '), link(code(change.replacement.label), change.replacement.href), text(' instead.'));
  }
  if (change.status === 'takesChanged')
    lead.push(text(` Its signature is the same in ${older} and ${newer}; the types it takes changed.`));
  if (change.form) lead.push(text(` ${change.form.charAt(0).toUpperCase()}${change.form.slice(1)}.`));
  if (change.other)
    lead.push(text(' See '), link(text(`${name} in ${change.other.label}`), change.other.href), text('.'));
  lead.push(text(' '), link(text(`All changes from ${older} to ${newer}`), change.changesHref));
  const out: BlockContent[] = [paragraph(...lead)];
  if (change.summary) out.push(paragraph(text(change.summary.join(' '))));
  const names = (label: string, list: string[] | undefined, after = '') => {
    if (list)
      out.push(
        paragraph(text(`${label}: `), ...list.flatMap((n, i) => [...(i ? [text(', ')] : []), code(n)]), text(after)),
      );
  };
  if (change.parameterTypes) out.push(paragraph(text('Takes changed types: '), ...links(change.parameterTypes)));
  names(`Added in ${newer}`, change.addedMembers);
  names(`Removed in ${newer}`, change.removedMembers);
  names(
    `Marked @internal in ${newer}`,
    change.internalMembers,
    ` (still declared in ${newer}, but its doc comment marks it @internal; these pages leave such members out)`,
  );
  const pair = (title: string, before: TypeTokens[], after: TypeTokens[]) =>
    out.push(
      paragraph(strong(title)),
      paragraph(text(`${older}:`)),
      tsBlock(before.map(plain).join('\n') || '(none)') as BlockContent,
      paragraph(text(`${newer}:`)),
      tsBlock(after.map(plain).join('\n') || '(none)') as BlockContent,
    );
  if (change.signatures) pair(change.signatures.title, change.signatures.before, change.signatures.after);
  for (const m of change.changedMembers ?? []) pair(m.name, [m.before], [m.after]);
  return { type: 'blockquote', children: out };
}

function member(m: MemberView): Block[] {
  const out: Block[] = [heading(3, code(m.name))];
  if (m.flags) out.push(paragraph(text(m.flags.join(', '))));
  if (m.code) out.push(tsBlock(plain(m.code)));
  out.push(...deprecation(m.doc, m.name), ...(m.doc ? docBlocks({ ...m.doc, deprecated: undefined }, true) : []));
  for (const s of m.signatures ?? []) out.push(...signature(s, 4));
  if (m.inheritedFrom) {
    const from = m.inheritedFrom;
    out.push(
      paragraph(
        text('Inherited from '),
        typeof from === 'string' ? code(from) : link(code(from[0]), from[1]),
        text('.'),
      ),
    );
  }
  return out;
}

function signature(s: SignatureView, depth: 3 | 4): Block[] {
  const out: Block[] = [tsBlock(plain(s.code))];
  if (s.doc) out.push(...deprecation(s.doc, 'This overload'), ...docBlocks({ ...s.doc, deprecated: undefined }, true));
  if (s.typeParameters) out.push(heading(depth, text('Type parameters')), params(s.typeParameters));
  if (s.parameters) out.push(heading(depth, text('Parameters')), params(s.parameters));
  return out;
}

function params(list_: ParamView[]): List {
  return list(
    list_.map((p) => {
      const head: PhrasingContent[] = [code(`${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}`)];
      if (p.type) head.push(text(': '), code(plain(p.type)));
      if (p.constraint) head.push(text(' extends '), code(plain(p.constraint)));
      if (p.defaultValue) head.push(text(' = '), code(plain(p.defaultValue)));
      const blocks: BlockContent[] = [paragraph(...head), ...((p.doc ? treeToMdast(p.doc) : []) as BlockContent[])];
      if (p.properties)
        blocks.push(
          list(
            p.properties.map((prop) => [
              paragraph(code(`${prop.name}${prop.optional ? '?' : ''}`)),
              ...(treeToMdast(prop.doc) as BlockContent[]),
            ]),
          ),
        );
      return blocks;
    }),
  );
}

function deprecation(doc: DocView | undefined, subject: string): Block[] {
  if (!doc?.deprecated) return [];
  const reason = doc.deprecated.length
    ? (treeToMdast(doc.deprecated) as BlockContent[])
    : [paragraph(text(`${subject} should no longer be used.`))];
  return [{ type: 'blockquote', children: [paragraph(strong('Deprecated')), ...reason] }];
}

/** A doc comment's parts, labelled as the page labels them. */
function docBlocks(doc: DocView, withExamples = false): Block[] {
  const out: Block[] = [];
  const labelled = (label: string, blocks: RootContent[]) => out.push(paragraph(strong(label)), ...blocks);
  if (doc.modifiers) out.push(paragraph(...doc.modifiers.flatMap((m, i) => [...(i ? [text(', ')] : []), code(m)])));
  if (doc.summary) out.push(...treeToMdast(doc.summary));
  if (doc.remarks) out.push(...treeToMdast(doc.remarks));
  if (doc.returns) labelled('Returns', treeToMdast(doc.returns));
  if (doc.throws) labelled('Throws', [list(doc.throws.map((t) => treeToMdast(t) as BlockContent[]))]);
  if (doc.see) labelled('See also', [list(doc.see.map((t) => treeToMdast(t) as BlockContent[]))]);
  for (const t of doc.tags ?? []) labelled(t.tag, treeToMdast(t.content));
  if (withExamples && doc.examples)
    labelled(doc.examples.length > 1 ? 'Examples' : 'Example', doc.examples.flatMap(treeToMdast));
  return out;
}
