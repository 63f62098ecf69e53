import { apiItemPath, apiTypesPath } from '@sitegen/runtime/routePath.ts';
import type { SearchDoc } from '@sitegen/theme/search/searchTypes.ts';
import type { ApiItem, ApiMember, ApiModel, ApiSignature, ApiType } from '../typedoc/ApiModel.ts';
import type { Section } from '../markdown/collectSections.ts';
import {
  formatMemberText,
  formatSignatureText,
  formatTypeAliasText,
  formatTypeText,
  formatVariableText,
} from './formatTypeText.ts';
import { markdownToText as plainText } from '../text/markdownToText.ts';

export interface SearchSources {
  docs: { path: string; title: string; markdown: { sections: Section[] } }[];
  api: Pick<ApiModel, 'items' | 'typeAliases' | 'variables'>;
  /** Route of the API root, e.g. `/api/pkg`. */
  apiPath: string;
}

// Long signatures (type aliases of big unions) are cut: the page shows them whole.
const MAX_SIGNATURE = 160;

/** Every tutorial section and API entry as a search document, with its URL and anchor. */
export function buildSearchDocs({ docs, api, apiPath }: SearchSources): SearchDoc[] {
  return [...buildApiSearchDocs(api, apiPath), ...buildDocSearchDocs(docs)];
}

/** Every API entry: items, enum and own members, type aliases, variables. */
export function buildApiSearchDocs(api: SearchSources['api'], apiPath: string): SearchDoc[] {
  const out: SearchDoc[] = [];
  const interfaces = new Map(api.items.filter((i) => i.kind === 'interface').map((i) => [i.name, i]));
  for (const item of api.items) {
    const url = apiItemPath(apiPath, item);
    out.push(entry({ n: item.name, k: item.kind, u: url, s: itemSignature(item), t: plainText(item.doc.summary) }));
    if (item.kind === 'function' && item.signatures[0])
      Object.assign(out.at(-1)!, typeNames(item.signatures, interfaces));
    if (item.kind === 'enum') {
      for (const m of item.members) {
        out.push(
          entry({
            n: m.name,
            k: 'enumMember',
            u: `${url}#${m.name}`,
            p: item.name,
            s: `${m.name} = ${JSON.stringify(m.value)}`,
            t: plainText(m.doc.summary),
          }),
        );
      }
    }
    if (item.kind === 'class' || item.kind === 'interface') {
      for (const m of item.members.filter(isOwnNamedMember)) out.push(memberDoc(m, item.name, url, interfaces));
    }
  }
  // Type aliases and variables are sections of the types page.
  const typesPath = apiTypesPath(apiPath);
  for (const alias of api.typeAliases) {
    out.push(
      entry({
        n: alias.name,
        k: 'typeAlias',
        u: `${typesPath}#${alias.name}`,
        s: cut(formatTypeAliasText(alias)),
        t: plainText(alias.doc.summary),
      }),
    );
  }
  for (const variable of api.variables) {
    out.push(
      entry({
        n: variable.name,
        k: 'variable',
        u: `${typesPath}#${variable.name}`,
        s: cut(formatVariableText(variable)),
        t: plainText(variable.doc.summary),
      }),
    );
  }
  return out;
}

/** Every section of every doc. */
export function buildDocSearchDocs(docs: SearchSources['docs']): SearchDoc[] {
  const out: SearchDoc[] = [];
  for (const doc of docs) {
    for (const section of doc.markdown.sections) {
      out.push(
        entry({
          n: section.heading || doc.title,
          k: 'section',
          u: section.id ? `${doc.path}#${section.id}` : doc.path,
          p: doc.title,
          t: section.text,
        }),
      );
    }
  }
  return out;
}

/** Inherited members show on their own type; symbol-named ones have no anchor worth searching. */
function isOwnNamedMember(member: ApiMember): boolean {
  return !member.inheritedFrom && !member.name.startsWith('[');
}

function memberDoc(member: ApiMember, owner: string, ownerUrl: string, interfaces: Map<string, ApiItem>): SearchDoc {
  const doc = entry({
    n: member.name,
    k: member.kind,
    u: `${ownerUrl}#${member.name}`,
    p: owner,
    s: cut(formatMemberText(member)),
    t: plainText(member.doc.summary),
  });
  return member.signatures?.length ? { ...doc, ...typeNames(member.signatures, interfaces) } : doc;
}

function itemSignature(item: ApiItem): string {
  switch (item.kind) {
    case 'function':
      return cut(item.signatures[0] ? formatSignatureText(item.name, item.signatures[0]) : item.name);
    case 'class':
      return cut(
        `class ${item.name}${item.extends.length ? ` extends ${item.extends.map(formatTypeText).join(', ')}` : ''}`,
      );
    case 'interface':
      return cut(
        `interface ${item.name}${item.extends.length ? ` extends ${item.extends.map(formatTypeText).join(', ')}` : ''}`,
      );
    case 'enum':
      return `enum ${item.name}`;
  }
}

// An options object (`execute(args: ExecutionArgs)`) stands for the values inside it.
const OPTIONS_OBJECT = /(Args|Options)$/;

/** Type names a function returns and takes, for `-> T` and `T ->` searches. */
function typeNames(signatures: ApiSignature[], interfaces: Map<string, ApiItem>): Pick<SearchDoc, 'r' | 'a'> {
  const returns = new Set<string>();
  const takes = new Set<string>();
  for (const signature of signatures) {
    collectNames(signature.returns, returns);
    for (const parameter of signature.parameters) {
      const direct = new Set<string>();
      collectNames(parameter.type, direct);
      for (const name of direct) {
        takes.add(name);
        const options = interfaces.get(name);
        if (OPTIONS_OBJECT.test(name) && options?.kind === 'interface') {
          for (const m of options.members) if (m.type) collectNames(m.type, takes);
        }
      }
    }
  }
  return { ...(returns.size ? { r: [...returns] } : {}), ...(takes.size ? { a: [...takes] } : {}) };
}

function collectNames(type: ApiType, into: Set<string>): void {
  switch (type.kind) {
    case 'reference':
      if (type.target.kind !== 'typeParameter') into.add(type.name);
      for (const t of type.typeArguments ?? []) collectNames(t, into);
      return;
    case 'union':
    case 'intersection':
      for (const t of type.types) collectNames(t, into);
      return;
    case 'array':
      collectNames(type.elementType, into);
      return;
    case 'typeOperator':
      collectNames(type.target, into);
      return;
    default:
      return;
  }
}

const cut = (text: string) => (text.length > MAX_SIGNATURE ? `${text.slice(0, MAX_SIGNATURE - 1)}…` : text);

/** Drops empty optional fields, which would only add bytes. */
function entry(doc: SearchDoc): SearchDoc {
  const out: SearchDoc = { n: doc.n, k: doc.k, u: doc.u };
  if (doc.p) out.p = doc.p;
  if (doc.s) out.s = doc.s;
  if (doc.t) out.t = doc.t;
  return out;
}
