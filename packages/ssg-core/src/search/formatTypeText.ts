// API types and declarations as one line of TypeScript: the signatures shown in search results
// and the texts the API diff compares. The pages' printer, without links or line breaks, so that
// a text here is the text on the page.
import type { ApiMember, ApiSignature, ApiType, ApiTypeAlias, ApiVariable } from '../typedoc/ApiModel.ts';
import { createTypeFormatter, tokensText } from '../pages/api/formatType.ts';

const fmt = createTypeFormatter({ targetHref: () => undefined, nameHref: () => undefined }, { maxLine: Infinity });
// Text printed by TypeDoc (mapped types) may hold line breaks of its own.
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

export function formatTypeText(type: ApiType): string {
  return oneLine(tokensText(fmt.type(type)));
}

/** `name<T>(params): Returns`. */
export function formatSignatureText(name: string, signature: ApiSignature): string {
  return oneLine(tokensText(fmt.signature(signature, { prefix: name })));
}

/** A property, accessor or method as declared; an accessor's halves or a method's overloads joined by `; `. */
export function formatMemberText(member: ApiMember): string {
  return oneLine(fmt.member(member, '').map(tokensText).join('; '));
}

/** `type X<T> = ...`, without the semicolon, as the other texts here. */
export function formatTypeAliasText(alias: ApiTypeAlias): string {
  return oneLine(tokensText(fmt.typeAlias(alias))).replace(/;$/, '');
}

/** `const X: T` or `const X = value`, as declared. */
export function formatVariableText(variable: ApiVariable): string {
  return oneLine(tokensText(fmt.variable(variable))).replace(/;$/, '');
}

export function formatIndexSignatureText(signature: ApiSignature): string {
  return oneLine(tokensText(fmt.indexSignature(signature, '')));
}
