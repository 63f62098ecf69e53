// `export default { … }` of a `_meta.js` / `_meta.ts`, read with TypeScript's parser and never
// run: the object may hold only literals (strings, numbers, booleans, null, arrays, objects).
import ts from 'typescript';

export type ParsedExport = { value: unknown } | { problem: string; line: number; column: number };

export function parseDefaultExportLiteral(text: string, file: string): ParsedExport {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const at = (node: ts.Node, problem: string): ParsedExport => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { problem, line: line + 1, column: character + 1 };
  };
  // TypeScript's parser reads past a syntax error (a missing comma, a file cut off): say it first.
  const syntax = ts.transpileModule(text, { fileName: file, reportDiagnostics: true }).diagnostics?.[0];
  if (syntax?.start !== undefined) {
    const { line, character } = source.getLineAndCharacterOfPosition(syntax.start);
    const message = ts.flattenDiagnosticMessageText(syntax.messageText, ' ');
    return { problem: `The file does not parse: ${message}`, line: line + 1, column: character + 1 };
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    if (!ts.isExportAssignment(statement) || statement.isExportEquals)
      return at(
        statement,
        'Only `export default { … }` (and type imports) may be written here: sitegen reads this file, it does not run it.',
      );
    try {
      return { value: literalOf(statement.expression) };
    } catch (error) {
      if (error instanceof NotLiteral) return at(error.node, `"${error.node.getText(source)}" is not a literal.`);
      throw error;
    }
  }
  return { problem: 'The file has no `export default { … }`.', line: 1, column: 1 };
}

class NotLiteral extends Error {
  constructor(readonly node: ts.Node) {
    super('not a literal');
  }
}

function literalOf(node: ts.Expression): unknown {
  // `{ … } satisfies MetaRecord` and `{ … } as const` are the object itself.
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return literalOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return -Number(node.operand.text);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalOf);
  if (ts.isObjectLiteralExpression(node)) {
    const object: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new NotLiteral(property);
      const { name } = property;
      if (!ts.isIdentifier(name) && !ts.isStringLiteral(name) && !ts.isNumericLiteral(name)) throw new NotLiteral(name);
      object[name.text] = literalOf(property.initializer);
    }
    return object;
  }
  throw new NotLiteral(node);
}
