// TypeDoc converts `Array<T>` to the same ArrayType as `T[]`. The pages show a type as the
// declaration writes it, so the ArrayTypes that came from `Array<T>` are marked, found by walking
// the converted type beside the node it was converted from.
import ts from 'typescript';
import type { ArrayType, SomeType } from 'typedoc';

/** Adds to `marks` every ArrayType of `type` that `node` writes as `Array<T>`. */
export function markGenericArrays(
  type: SomeType | undefined,
  node: ts.TypeNode | undefined,
  marks: WeakSet<ArrayType>,
) {
  if (!type || !node) return;
  const pairs = (types: SomeType[], nodes: readonly ts.TypeNode[]) => {
    if (types.length === nodes.length) types.forEach((t, i) => markGenericArrays(t, nodes[i], marks));
  };
  if (ts.isParenthesizedTypeNode(node)) return markGenericArrays(type, node.type, marks);
  switch (type.type) {
    case 'array':
      if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Array' && node.typeArguments?.length === 1) {
        marks.add(type);
        return markGenericArrays(type.elementType, node.typeArguments[0], marks);
      }
      if (ts.isArrayTypeNode(node)) markGenericArrays(type.elementType, node.elementType, marks);
      return;
    case 'reference':
      if (ts.isTypeReferenceNode(node)) pairs(type.typeArguments ?? [], node.typeArguments ?? []);
      return;
    case 'union':
      if (ts.isUnionTypeNode(node)) pairs(type.types, node.types);
      return;
    case 'intersection':
      if (ts.isIntersectionTypeNode(node)) pairs(type.types, node.types);
      return;
    case 'typeOperator':
      if (ts.isTypeOperatorNode(node)) markGenericArrays(type.target, node.type, marks);
      return;
    case 'predicate':
      if (ts.isTypePredicateNode(node)) markGenericArrays(type.targetType, node.type, marks);
      return;
    case 'indexedAccess':
      if (ts.isIndexedAccessTypeNode(node)) {
        markGenericArrays(type.objectType, node.objectType, marks);
        markGenericArrays(type.indexType, node.indexType, marks);
      }
      return;
    case 'conditional':
      if (ts.isConditionalTypeNode(node))
        pairs(
          [type.checkType, type.extendsType, type.trueType, type.falseType],
          [node.checkType, node.extendsType, node.trueType, node.falseType],
        );
      return;
    case 'reflection': {
      // A function type is converted from its node in one go; a type literal's members are
      // converted (and walked) on their own, when TypeDoc creates them.
      const signature = type.declaration.signatures?.[0];
      if (!signature || !(ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node))) return;
      markGenericArrays(signature.type, node.type, marks);
      node.parameters.forEach((p, i) => markGenericArrays(signature.parameters?.[i]?.type, p.type, marks));
      node.typeParameters?.forEach((p, i) => {
        markGenericArrays(signature.typeParameters?.[i]?.type, p.constraint, marks);
        markGenericArrays(signature.typeParameters?.[i]?.default, p.default, marks);
      });
      return;
    }
    default:
      // Tuples and mapped types are not walked: an `Array<T>` inside one prints as `T[]`.
      return;
  }
}
