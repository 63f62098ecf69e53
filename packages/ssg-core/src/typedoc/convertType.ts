// TypeDoc types, signatures and members -> plain ApiType / ApiSignature / ApiMember.
import {
  ReflectionKind,
  type ArrayType,
  type DeclarationReflection,
  type ParameterReflection,
  type ReferenceType,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import type {
  ApiDoc,
  ApiMember,
  ApiParamProperty,
  ApiParameter,
  ApiSignature,
  ApiType,
  ApiTypeParameter,
  ApiTypeTarget,
} from './ApiModel.ts';
import { convertComment, emptyDoc, formatParts, type LinkResolver } from './convertComment.ts';

export interface ConvertContext {
  resolveTarget(type: ReferenceType): ApiTypeTarget;
  resolveLink: LinkResolver;
  /** `@param a.b` tags of a signature's declaration, by parameter name (TypeDoc drops most of them). */
  paramProperties(signature: SignatureReflection): Map<string, ApiParamProperty[]>;
  /** Whether the declaration writes this array type `Array<T>`. */
  isGenericArray(type: ArrayType): boolean;
}

export function convertType(type: SomeType | undefined, cx: ConvertContext): ApiType {
  if (!type) return { kind: 'intrinsic', name: 'unknown' };
  switch (type.type) {
    case 'intrinsic':
      return { kind: 'intrinsic', name: type.name };
    case 'literal':
      if (typeof type.value === 'bigint') return { kind: 'literal', value: type.value.toString(), bigint: true };
      return { kind: 'literal', value: type.value };
    case 'reference': {
      const typeArguments = type.typeArguments?.map((t) => convertType(t, cx));
      return {
        kind: 'reference',
        name: type.name,
        target: cx.resolveTarget(type),
        ...(typeArguments?.length ? { typeArguments } : {}),
      };
    }
    case 'union':
      return { kind: 'union', types: type.types.map((t) => convertType(t, cx)) };
    case 'intersection':
      return { kind: 'intersection', types: type.types.map((t) => convertType(t, cx)) };
    case 'array':
      if (cx.isGenericArray(type))
        return {
          kind: 'reference',
          name: 'Array',
          target: { kind: 'external', packageName: 'typescript' },
          typeArguments: [convertType(type.elementType, cx)],
        };
      return { kind: 'array', elementType: convertType(type.elementType, cx) };
    case 'tuple':
      return {
        kind: 'tuple',
        elements: type.elements.map((element) => {
          if (element.type === 'namedTupleMember') {
            return {
              name: element.name,
              optional: element.isOptional || undefined,
              type: convertType(element.element, cx),
            };
          }
          if (element.type === 'optional') return { optional: true, type: convertType(element.elementType, cx) };
          if (element.type === 'rest') return { rest: true, type: convertType(element.elementType, cx) };
          return { type: convertType(element, cx) };
        }),
      };
    case 'typeOperator':
      return { kind: 'typeOperator', operator: type.operator, target: convertType(type.target, cx) };
    case 'query':
      return { kind: 'query', target: convertType(type.queryType, cx) };
    case 'indexedAccess':
      return {
        kind: 'indexedAccess',
        objectType: convertType(type.objectType, cx),
        indexType: convertType(type.indexType, cx),
      };
    case 'conditional':
      return {
        kind: 'conditional',
        checkType: convertType(type.checkType, cx),
        extendsType: convertType(type.extendsType, cx),
        trueType: convertType(type.trueType, cx),
        falseType: convertType(type.falseType, cx),
      };
    case 'predicate':
      return {
        kind: 'predicate',
        name: type.name,
        asserts: type.asserts,
        ...(type.targetType ? { target: convertType(type.targetType, cx) } : {}),
      };
    case 'reflection':
      return convertReflectionType(type.declaration, cx);
    case 'optional':
    case 'rest':
    case 'namedTupleMember':
    case 'mapped':
    case 'templateLiteral':
    case 'inferred':
    case 'unknown':
      return { kind: 'printed', text: type.toString() };
  }
}

/** An anonymous type: a function type when it only has signatures, else an object literal. */
function convertReflectionType(declaration: DeclarationReflection, cx: ConvertContext): ApiType {
  const callSignatures = (declaration.signatures ?? []).map((s) => convertSignature(s, cx));
  // Inside a type literal every member is part of the type as written, `@internal` ones included.
  const members = convertMembers(declaration.children ?? [], cx, { keepInternal: true });
  const indexSignatures = (declaration.indexSignatures ?? []).map((s) => convertSignature(s, cx));
  if (callSignatures.length && !members.length && !indexSignatures.length) {
    const isConstructor = declaration.signatures?.[0]?.kind === ReflectionKind.ConstructorSignature;
    return { kind: 'function', signatures: callSignatures, ...(isConstructor ? { isConstructor } : {}) };
  }
  return { kind: 'object', members, indexSignatures, callSignatures };
}

export function convertSignature(signature: SignatureReflection, cx: ConvertContext): ApiSignature {
  const properties = cx.paramProperties(signature);
  return {
    ...(signature.flags.isReadonly ? { readonly: true } : {}),
    typeParameters: convertTypeParameters(signature.typeParameters, cx),
    parameters: (signature.parameters ?? []).map((p) => convertParameter(p, cx, properties.get(p.name))),
    returns: convertType(signature.type, cx),
    doc: convertComment(signature.comment, cx.resolveLink),
  };
}

function convertParameter(
  parameter: ParameterReflection,
  cx: ConvertContext,
  properties: ApiParamProperty[] | undefined,
): ApiParameter {
  const description = parameter.comment ? formatParts(parameter.comment.summary, cx.resolveLink) : '';
  return {
    name: parameter.name,
    type: convertType(parameter.type, cx),
    optional: parameter.flags.isOptional,
    rest: parameter.flags.isRest,
    ...(parameter.defaultValue !== undefined ? { defaultValue: parameter.defaultValue } : {}),
    ...(description ? { description } : {}),
    ...(properties?.length ? { properties } : {}),
  };
}

export function convertTypeParameters(
  list: TypeParameterReflection[] | undefined,
  cx: ConvertContext,
): ApiTypeParameter[] {
  return (list ?? []).map((tp) => {
    const description = tp.comment ? formatParts(tp.comment.summary, cx.resolveLink) : '';
    return {
      name: tp.name,
      ...(tp.type ? { constraint: convertType(tp.type, cx) } : {}),
      ...(tp.default ? { default: convertType(tp.default, cx) } : {}),
      ...(description ? { description } : {}),
    };
  });
}

/**
 * Properties, accessors and methods in source order; constructors and (unless kept) `@internal`
 * members are left out, their names added to `options.internal`.
 */
export function convertMembers(
  children: DeclarationReflection[],
  cx: ConvertContext,
  options: { keepInternal?: boolean; internal?: string[] } = {},
): ApiMember[] {
  const members: ApiMember[] = [];
  for (const child of children) {
    const kind = memberKind(child.kind);
    if (!kind) continue;
    const comment = child.comment ?? child.signatures?.[0]?.comment ?? child.getSignature?.comment;
    if (comment?.hasModifier('@internal') && !options.keepInternal) {
      options.internal?.push(child.name);
      continue;
    }
    const flags = {
      ...(child.flags.isReadonly || (child.getSignature && !child.setSignature) ? { readonly: true } : {}),
      ...(child.flags.isOptional ? { optional: true } : {}),
      ...(child.flags.isStatic ? { static: true } : {}),
      ...(child.flags.isAbstract ? { abstract: true } : {}),
      ...(child.flags.isProtected ? { protected: true } : {}),
    };
    const member: ApiMember = { name: child.name, kind, flags, doc: convertComment(comment, cx.resolveLink) };
    if (kind === 'property') member.type = convertType(child.type, cx);
    if (kind === 'method') {
      member.signatures = (child.signatures ?? []).map((s) => convertSignature(s, cx));
      if (member.signatures.length > 1 && !child.comment) member.doc = overloadsDoc(member.signatures);
    }
    if (kind === 'accessor') {
      if (child.getSignature) member.getter = convertSignature(child.getSignature, cx);
      if (child.setSignature) member.setter = convertSignature(child.setSignature, cx);
      member.type = member.getter?.returns ?? member.setter?.parameters[0]?.type;
    }
    if (child.inheritedFrom) member.inheritedFrom = child.inheritedFrom.name.split('.')[0];
    members.push(member);
  }
  return members;
}

/**
 * The doc of an overloaded function or method as a whole: the summary all overloads share; else
 * that of the base form, the overload whose parameters every other one starts with and extends
 * (`print(ast)` beside `print(ast, options)`); else the first one's (declaration order).
 * Everything else stays with each overload.
 */
export function overloadsDoc(signatures: Pick<ApiSignature, 'doc' | 'parameters'>[]): ApiDoc {
  const docs = signatures.map((s) => s.doc);
  const names = signatures.map((s) => s.parameters.map((p) => p.name));
  const extendedByAll = (i: number) =>
    names.every(
      (other, j) => j === i || (other.length > names[i]!.length && names[i]!.every((name, k) => other[k] === name)),
    );
  const shared = docs.every((d) => d.summary === docs[0]!.summary) ? docs[0] : undefined;
  const base = signatures.findIndex((_, i) => extendedByAll(i));
  const summary =
    (shared ?? (base >= 0 && docs[base]!.summary ? docs[base] : docs.find((d) => d.summary)))?.summary ?? '';
  const deprecated = docs.every((d) => d.deprecated !== undefined) ? { deprecated: docs[0]!.deprecated } : {};
  return { ...emptyDoc(), hasComment: docs.some((d) => d.hasComment), summary, ...deprecated };
}

function memberKind(kind: ReflectionKind): ApiMember['kind'] | undefined {
  if (kind === ReflectionKind.Property) return 'property';
  if (kind === ReflectionKind.Method) return 'method';
  if (kind === ReflectionKind.Accessor) return 'accessor';
  return undefined;
}
