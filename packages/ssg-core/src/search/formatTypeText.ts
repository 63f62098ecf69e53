// ApiType to one line of TypeScript, for the signatures shown in search results.
import type { ApiMember, ApiSignature, ApiType } from '../typedoc/ApiModel.ts';

export function formatTypeText(type: ApiType): string {
  switch (type.kind) {
    case 'intrinsic':
      return type.name;
    case 'literal':
      return typeof type.value === 'string' ? `'${type.value}'` : `${String(type.value)}${type.bigint ? 'n' : ''}`;
    case 'reference':
      return type.typeArguments?.length
        ? `${type.name}<${type.typeArguments.map(formatTypeText).join(', ')}>`
        : type.name;
    case 'union':
      return type.types.map(formatTypeText).join(' | ');
    case 'intersection':
      return type.types.map(formatTypeText).join(' & ');
    case 'array': {
      const element = formatTypeText(type.elementType);
      return /[|& ]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    case 'tuple':
      return `[${type.elements.map((e) => (e.rest ? '...' : '') + formatTypeText(e.type) + (e.optional ? '?' : '')).join(', ')}]`;
    case 'typeOperator':
      return `${type.operator} ${formatTypeText(type.target)}`;
    case 'query':
      return `typeof ${formatTypeText(type.target)}`;
    case 'indexedAccess':
      return `${formatTypeText(type.objectType)}[${formatTypeText(type.indexType)}]`;
    case 'conditional':
      return `${formatTypeText(type.checkType)} extends ${formatTypeText(type.extendsType)} ? ${formatTypeText(type.trueType)} : ${formatTypeText(type.falseType)}`;
    case 'predicate':
      return `${type.asserts ? 'asserts ' : ''}${type.name}${type.target ? ` is ${formatTypeText(type.target)}` : ''}`;
    case 'function': {
      const signature = type.signatures[0];
      if (!signature) return 'Function';
      return `${type.isConstructor ? 'new ' : ''}${formatParameters(signature)} => ${formatTypeText(signature.returns)}`;
    }
    case 'object':
      return `{ ${type.members.map(formatMemberText).join('; ')} }`;
    case 'printed':
      return type.text;
  }
}

export function formatParameters(signature: ApiSignature): string {
  const parameters = signature.parameters.map(
    (p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${formatTypeText(p.type)}`,
  );
  return `(${parameters.join(', ')})`;
}

/** `name(params): Returns`, with the type parameters when there are some. */
export function formatSignatureText(name: string, signature: ApiSignature): string {
  const typeParameters = signature.typeParameters.length
    ? `<${signature.typeParameters.map((t) => t.name).join(', ')}>`
    : '';
  return `${name}${typeParameters}${formatParameters(signature)}: ${formatTypeText(signature.returns)}`;
}

export function formatMemberText(member: ApiMember): string {
  const signature = member.signatures?.[0] ?? member.getter;
  if (member.kind === 'method' && signature) return formatSignatureText(member.name, signature);
  const type = member.type ?? member.getter?.returns;
  return `${member.flags.readonly ? 'readonly ' : ''}${member.name}${member.flags.optional ? '?' : ''}${type ? `: ${formatTypeText(type)}` : ''}`;
}
