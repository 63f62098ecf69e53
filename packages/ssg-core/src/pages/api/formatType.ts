// ApiType -> printed TypeScript as tokens, every named type linked to where it is
// documented. Long object types and parameter lists break over lines, like Prettier would.
import type { TypeToken, TypeTokens } from '@sitegen/theme/api/apiView.ts';
import type {
  ApiMember,
  ApiParameter,
  ApiSignature,
  ApiType,
  ApiTypeAlias,
  ApiTypeParameter,
  ApiVariable,
} from '../../typedoc/ApiModel.ts';
import type { ApiLinker } from './createApiLinker.ts';

const KEYWORDS = new Set(['in', 'as', 'keyof', 'typeof', 'infer', 'extends', 'readonly', 'unique']);

/** Beyond this many characters a list breaks into one entry per line. */
const MAX_LINE = 72;

export class TokenWriter {
  readonly tokens: TypeToken[] = [];
  text(value: string): this {
    const last = this.tokens.length - 1;
    if (typeof this.tokens[last] === 'string') this.tokens[last] += value;
    else if (value) this.tokens.push(value);
    return this;
  }
  link(name: string, href: string | undefined): this {
    if (!href) return this.text(name);
    this.tokens.push([name, href]);
    return this;
  }
  append(tokens: TypeTokens): this {
    for (const t of tokens) typeof t === 'string' ? this.text(t) : this.tokens.push(t);
    return this;
  }
}

export function tokensLength(tokens: TypeTokens): number {
  return tokens.reduce((n, t) => n + (typeof t === 'string' ? t.length : t[0].length), 0);
}

export function tokensText(tokens: TypeTokens): string {
  return tokens.map((t) => (typeof t === 'string' ? t : t[0])).join('');
}

interface ListOptions {
  open: string;
  close: string;
  /** Indentation of the line holding `open`. */
  indent: string;
  separator?: string;
  /** `{ a; b }`: spaces inside the brackets on one line. */
  pad?: boolean;
  /** Characters on the same line around the list (a signature's name and return type). */
  around?: number;
  /** Beyond this many characters the list breaks over lines. */
  maxLine?: number;
}

/** Joins entries as `open a, b close`, or one per line when too long or already multi-line. */
export function formatList(entries: TypeTokens[], options: ListOptions): TypeTokens {
  const { open, close, indent, separator = ',', pad = false, around = 0, maxLine = MAX_LINE } = options;
  const w = new TokenWriter().text(open);
  const space = pad ? ' ' : '';
  const oneLine = entries.reduce(
    (n, e) => n + tokensLength(e) + 2,
    indent.length + around + open.length + close.length + 2 * space.length,
  );
  const multiline = oneLine > maxLine || entries.some((e) => tokensText(e).includes('\n'));
  if (!multiline || entries.length === 0) {
    w.text(space);
    entries.forEach((e, i) => w.text(i ? `${separator} ` : '').append(e));
    return w.text(space + close).tokens;
  }
  for (const e of entries) w.text(`\n${indent}  `).append(e).text(separator);
  return w.text(`\n${indent}${close}`).tokens;
}

/** A property name as a declaration writes it: quoted unless it is an identifier or a computed key (`[Symbol.toStringTag]`). */
export function formatPropertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) || name.startsWith('[') ? name : formatLiteral(name);
}

/**
 * The printer of the pages; with `maxLine: Infinity`, the one of one-line texts (search results,
 * the API diff), the same but for links and line breaks.
 */
export function createTypeFormatter(
  linker: Pick<ApiLinker, 'targetHref' | 'nameHref'>,
  options: { maxLine?: number } = {},
) {
  const maxLine = options.maxLine ?? MAX_LINE;
  const list = (entries: TypeTokens[], options: ListOptions) => formatList(entries, { maxLine, ...options });
  const type = (t: ApiType, indent = ''): TypeTokens => {
    const w = new TokenWriter();
    switch (t.kind) {
      case 'intrinsic':
        return [t.name];
      case 'literal':
        return [formatLiteral(t.value, t.bigint)];
      case 'reference':
        w.link(t.name, linker.targetHref(t.target, t.name));
        if (t.typeArguments?.length)
          w.append(
            list(
              t.typeArguments.map((a) => type(a, `${indent}  `)),
              { open: '<', close: '>', indent },
            ),
          );
        return w.tokens;
      case 'union':
      case 'intersection':
        t.types.forEach((u, i) => w.text(i ? (t.kind === 'union' ? ' | ' : ' & ') : '').append(wrapped(u, indent)));
        return w.tokens;
      case 'array':
        return w.append(wrapped(t.elementType, indent)).text('[]').tokens;
      case 'tuple':
        return list(
          t.elements.map((e) => {
            const inner = new TokenWriter().text(e.rest ? '...' : '');
            if (e.name) inner.text(`${e.name}${e.optional ? '?' : ''}: `);
            return inner.append(type(e.type, `${indent}  `)).text(!e.name && e.optional ? '?' : '').tokens;
          }),
          { open: '[', close: ']', indent },
        );
      case 'typeOperator':
        return w.text(`${t.operator} `).append(wrapped(t.target, indent)).tokens;
      case 'query':
        return w.text('typeof ').append(type(t.target, indent)).tokens;
      case 'indexedAccess':
        // `(typeof X)[K]`, as declarations write it, rather than the equivalent but misleading `typeof X[K]`.
        if (t.objectType.kind === 'query') w.text('(').append(type(t.objectType, indent)).text(')');
        else w.append(wrapped(t.objectType, indent));
        return w.text('[').append(type(t.indexType, indent)).text(']').tokens;
      case 'conditional':
        return w
          .append(wrapped(t.checkType, indent))
          .text(' extends ')
          .append(type(t.extendsType, indent))
          .text(' ? ')
          .append(type(t.trueType, indent))
          .text(' : ')
          .append(type(t.falseType, indent)).tokens;
      case 'predicate':
        w.text(t.asserts ? `asserts ${t.name}` : t.name);
        if (t.target) w.text(' is ').append(type(t.target, indent));
        return w.tokens;
      case 'function':
        if (t.signatures.length === 1)
          return signature(t.signatures[0]!, { arrow: true, indent, prefix: t.isConstructor ? 'new ' : '' });
        return objectType([], [], t.signatures, indent);
      case 'object':
        return objectType(t.members, t.indexSignatures, t.callSignatures, indent);
      case 'printed':
        return linkNames(t.text);
    }
  };

  /** Text printed by TypeDoc (mapped types...): the names of documented types in it linked; quotes made single. */
  const linkNames = (text: string): TypeTokens => {
    const w = new TokenWriter();
    let last = 0;
    for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*/g)) {
      const word = match[0];
      const literal = word.startsWith('"') ? formatLiteral(JSON.parse(word) as string) : undefined;
      const href = literal === undefined && !KEYWORDS.has(word) ? linker.nameHref(word) : undefined;
      if (literal === undefined && !href) continue;
      w.text(text.slice(last, match.index));
      if (literal !== undefined) w.text(literal);
      else w.link(word, href);
      last = match.index + word.length;
    }
    return w.text(text.slice(last)).tokens;
  };

  /** Parenthesised where a bare function, union or conditional would change the meaning. */
  const wrapped = (t: ApiType, indent: string): TypeTokens =>
    t.kind === 'union' ||
    t.kind === 'intersection' ||
    t.kind === 'conditional' ||
    (t.kind === 'function' && t.signatures.length === 1)
      ? new TokenWriter().text('(').append(type(t, indent)).text(')').tokens
      : type(t, indent);

  const objectType = (
    members: ApiMember[],
    index: ApiSignature[],
    calls: ApiSignature[],
    indent: string,
  ): TypeTokens => {
    const inner = `${indent}  `;
    const entries: TypeTokens[] = [
      ...index.map((s) => indexSignature(s, inner)),
      ...calls.map((s) => signature(s, { indent: inner })),
      ...members.flatMap((m) => member(m, inner)),
    ];
    if (entries.length === 0) return ['{}'];
    return list(entries, { open: '{', close: '}', indent, separator: ';', pad: true });
  };

  const indexSignature = (s: ApiSignature, indent: string): TypeTokens => {
    const w = new TokenWriter().text(s.readonly ? 'readonly [' : '[');
    s.parameters.forEach((p, i) => w.text(`${i ? ', ' : ''}${p.name}: `).append(type(p.type, indent)));
    return w.text(']: ').append(type(s.returns, indent)).tokens;
  };

  /** A member of an object type or interface, as a one-line declaration. */
  const member = (m: ApiMember, indent: string): TypeTokens[] => {
    const mods = `${m.flags.static ? 'static ' : ''}${m.flags.readonly ? 'readonly ' : ''}`;
    const opt = m.flags.optional ? '?' : '';
    const name = formatPropertyName(m.name);
    if (m.kind === 'method' && m.signatures) {
      return m.signatures.map((s) => signature(s, { indent, prefix: `${mods}${name}${opt}` }));
    }
    if (m.kind === 'accessor') {
      // An accessor cannot be declared `readonly`: a getter without a setter is read-only as it is.
      const accessorMods = m.flags.static ? 'static ' : '';
      const out: TypeTokens[] = [];
      if (m.getter)
        out.push(
          new TokenWriter().text(`${accessorMods}get ${name}(): `).append(type(m.getter.returns, indent)).tokens,
        );
      if (m.setter) out.push(signature(m.setter, { indent, prefix: `${accessorMods}set ${name}`, noReturn: true }));
      return out;
    }
    return [
      new TokenWriter().text(`${mods}${name}${opt}: `).append(m.type ? type(m.type, indent) : ['unknown']).tokens,
    ];
  };

  const typeParameters = (params: ApiTypeParameter[], indent: string): TypeTokens => {
    if (params.length === 0) return [];
    const inner = `${indent}  `;
    const entries = params.map((p) => {
      const w = new TokenWriter().text(p.name);
      if (p.constraint) w.text(' extends ').append(type(p.constraint, inner));
      if (p.default) w.text(' = ').append(type(p.default, inner));
      return w.tokens;
    });
    return list(entries, { open: '<', close: '>', indent });
  };

  const parameter = (p: ApiParameter, indent: string): TypeTokens =>
    new TokenWriter().text(`${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: `).append(type(p.type, indent))
      .tokens;

  interface SignatureOptions {
    indent?: string;
    /** Name or keywords before the parameter list. */
    prefix?: string;
    /** `(a) => R` instead of `(a): R`. */
    arrow?: boolean;
    /** Setters and constructors print no return type. */
    noReturn?: boolean;
  }

  const signature = (s: ApiSignature, options: SignatureOptions = {}): TypeTokens => {
    const indent = options.indent ?? '';
    const w = new TokenWriter().text(options.prefix ?? '').append(typeParameters(s.typeParameters, indent));
    const returns = options.noReturn
      ? []
      : new TokenWriter().text(options.arrow ? ' => ' : ': ').append(type(s.returns, indent)).tokens;
    // The whole signature counts: a long name or return type also breaks the parameters over lines.
    const firstLine = (tokens: TypeTokens) => tokensText(tokens).split('\n')[0]!.length;
    const around = tokensLength(w.tokens) + firstLine(returns);
    w.append(
      list(
        s.parameters.map((p) => parameter(p, `${indent}  `)),
        { open: '(', close: ')', indent, around },
      ),
    );
    return w.append(returns).tokens;
  };

  /** `type X<T> = ...;`, as declared. */
  const typeAlias = (a: ApiTypeAlias): TypeTokens =>
    new TokenWriter()
      .text(`type ${a.name}`)
      .append(typeParameters(a.typeParameters, ''))
      .text(' = ')
      .append(type(a.type))
      .text(';').tokens;

  /** `const X: T;`, or `const X = value;` where the declaration gives the value instead of a type. */
  const variable = (v: ApiVariable): TypeTokens => {
    const w = new TokenWriter().text(`const ${v.name}`);
    if (v.defaultValue === undefined) return w.text(': ').append(type(v.type)).text(';').tokens;
    // A string constant in the one quote style the pages use.
    const value = /^"(?:[^"\\]|\\.)*"$/.test(v.defaultValue)
      ? formatLiteral(JSON.parse(v.defaultValue) as string)
      : v.defaultValue;
    return w.text(` = ${value};`).tokens;
  };

  return { type, signature, member, typeParameters, indexSignature, typeAlias, variable };
}

export type TypeFormatter = ReturnType<typeof createTypeFormatter>;

export function formatLiteral(value: string | number | boolean | null, bigint?: boolean): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `${String(value)}${bigint ? 'n' : ''}`;
}
