import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiType } from '../../typedoc/ApiModel.ts';
import { buildApiSidebar } from './buildApiSidebar.ts';
import { compactCodeHtml, tokenClasses } from './compactHighlighting.ts';
import { createApiLinker } from './createApiLinker.ts';
import { createTypeFormatter, tokensText } from './formatType.ts';
import { plainSummary } from './plainSummary.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const model = {
  items: [
    { id: 0, kind: 'class', name: 'GraphQLSchema', doc: {} },
    { id: 1, kind: 'function', name: 'NoUnusedFragmentsRule', doc: {} },
    { id: 2, kind: 'function', name: 'graphql', category: 'Request Pipeline', doc: {} },
    { id: 3, kind: 'function', name: 'parse', category: 'Parsing', doc: {} },
    { id: 4, kind: 'function', name: 'parseValue', category: 'Parsing', doc: {} },
    { id: 5, kind: 'interface', name: 'FieldNode', doc: {} },
    { id: 6, kind: 'interface', name: 'ExecutionResult', doc: {} },
  ],
  typeAliases: [{ name: 'GraphQLFieldResolver' }],
  variables: [{ name: 'GraphQLString' }],
  internalTypes: [{ key: 'jsutils/Maybe.d.ts#Maybe', name: 'Maybe', sourcePath: 'jsutils/Maybe.d.ts' }],
} as unknown as ApiModel;
const linker = createApiLinker(model, '/api/graphql-js');
const fmt = createTypeFormatter(linker);
const ref = (name: string, target: object, typeArguments?: ApiType[]): ApiType => ({
  kind: 'reference',
  name,
  target: target as never,
  ...(typeArguments ? { typeArguments } : {}),
});

describe('formatType', () => {
  it('links items, aliases, internal types and built-ins, and leaves type parameters plain', () => {
    const type: ApiType = {
      kind: 'union',
      types: [
        ref('Promise', { kind: 'external', packageName: 'typescript' }, [
          ref('GraphQLSchema', { kind: 'item', itemKind: 'class', name: 'GraphQLSchema', id: 0 }),
        ]),
        ref('Maybe', { kind: 'internal', key: 'jsutils/Maybe.d.ts#Maybe' }, [ref('T', { kind: 'typeParameter' })]),
        ref('GraphQLFieldResolver', { kind: 'typeAlias', name: 'GraphQLFieldResolver' }),
      ],
    };
    expect(fmt.type(type)).toEqual([
      ['Promise', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise'],
      '<',
      ['GraphQLSchema', '/api/graphql-js/class/GraphQLSchema'],
      '> | ',
      ['Maybe', '/api/graphql-js/types#internal-Maybe'],
      '<T> | ',
      ['GraphQLFieldResolver', '/api/graphql-js/types#GraphQLFieldResolver'],
    ]);
  });

  it('breaks a long parameter list into one parameter per line', () => {
    const str: ApiType = { kind: 'intrinsic', name: 'string' };
    const params = ['source', 'options', 'variableValues', 'operationName'].map((name) => ({
      name,
      type: str,
      optional: name !== 'source',
      rest: false,
    }));
    const text = tokensText(
      fmt.signature({ typeParameters: [], parameters: params, returns: str, doc: {} as never }, { prefix: 'run' }),
    );
    expect(text).toBe(
      'run(\n  source: string,\n  options?: string,\n  variableValues?: string,\n  operationName?: string,\n): string',
    );
  });
});

describe('plainSummary', () => {
  it('takes the first sentence as plain text, a title paragraph with the next one', () => {
    expect(plainSummary('Parses a `Source`. Then [validates](api:validate) it.')).toBe('Parses a Source.');
    expect(plainSummary('Schema Definition\n\nA Schema is created by supplying the root types. More.')).toBe(
      'Schema Definition. A Schema is created by supplying the root types.',
    );
  });

  it('ends a sentence that introduces a list with a full stop, and leaves the list out', () => {
    expect(plainSummary('Strips characters of a document:\n- UnicodeBOM\n- WhiteSpace\n\nNote: more.')).toBe(
      'Strips characters of a document.',
    );
  });
});

describe('the api sidebar', () => {
  it('has Overview, the types page, then the kinds the model has (it has no enum), validation rules and AST nodes in sub-categories, other functions by category', () => {
    const sidebar = buildApiSidebar(model, '/api/graphql-js', [
      { kind: 'function', label: 'Validation rules', suffix: 'Rule' },
      { kind: 'interface', label: 'AST nodes', suffix: 'Node' },
      // A group nothing belongs to is left out.
      { kind: 'class', label: 'Errors', suffix: 'Error' },
    ]);
    expect(model.items.some((i) => i.kind === 'enum')).toBe(false);
    expect(sidebar.map((i) => i.label)).toEqual([
      'Overview',
      'Types and constants',
      'Classes',
      'Functions',
      'Interfaces',
    ]);
    expect(sidebar[1]).toEqual({ type: 'link', label: 'Types and constants', href: '/api/graphql-js/types' });
    expect(buildApiSidebar(model, '/api/graphql-js/v16/')[1]).toMatchObject({ href: '/api/graphql-js/v16/types/' });
    const functions = sidebar[3]!;
    expect(functions.type === 'category' && functions.items.map((i) => i.label)).toEqual([
      'Validation rules',
      'Parsing',
      'Request Pipeline',
    ]);
    const parsing = functions.type === 'category' ? functions.items[1]! : undefined;
    expect(parsing?.type === 'category' && parsing.items.map((i) => i.label)).toEqual(['parse', 'parseValue']);
    const interfaces = sidebar[4]!;
    expect(interfaces.type === 'category' && interfaces.items[0]).toEqual({
      type: 'category',
      label: 'AST nodes',
      items: [{ type: 'link', label: 'FieldNode', href: '/api/graphql-js/interface/FieldNode' }],
    });
    // Without groups in the config, a kind's items are not gathered by name.
    const plain = buildApiSidebar(model, '/api/graphql-js');
    const plainFunctions = plain[3]!;
    // (the rule has no @category: it is under Other)
    expect(plainFunctions.type === 'category' && plainFunctions.items.map((i) => i.label)).toEqual([
      'Other',
      'Parsing',
      'Request Pipeline',
    ]);
  });
});

describe('compactHighlighting', () => {
  it('turns known colour pairs into classes and keeps others inline', () => {
    const html =
      '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span><span style="--shiki-light:#000000;--shiki-dark:#FFFFFF">x</span>';
    expect(compactCodeHtml(html)).toBe(
      '<span class="sk1">const</span><span style="--shiki-light:#000000;--shiki-dark:#FFFFFF">x</span>',
    );
  });

  it('has every class in api.css with the same colours', () => {
    const css = readFileSync(path.join(here, '../../../../theme/src/api/api.css'), 'utf8');
    for (const [pair, name] of Object.entries(tokenClasses)) {
      const [light, dark] = pair.split(';');
      const rule = new RegExp(`\\.sg-code \\.${name} \\{([^}]*)\\}`).exec(css)?.[1];
      // Colours compare case-insensitively (the formatter writes them in lower case).
      const declarations = rule?.replace(/\s+/g, ' ').trim().toLowerCase();
      expect(declarations).toBe(`--shiki-light: ${light}; --shiki-dark: ${dark};`.toLowerCase());
    }
  });
});
