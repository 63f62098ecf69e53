import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../diagnostics.ts';
import { resolveSidebars } from './resolveSidebars.ts';

const docs = new Map([
  ['tutorials/index', { id: 'tutorials/index', path: '/docs/tutorials/', label: 'Getting Started' }],
  ['tutorials/basic-types', { id: 'tutorials/basic-types', path: '/docs/tutorials/basic-types', label: 'Basic Types' }],
  ['tutorials/defer-stream', { id: 'tutorials/defer-stream', path: '/docs/tutorials/defer-stream', label: 'Defer' }],
]);

describe('resolveSidebars', () => {
  test('doc ids become links, categories keep their items, and reading order follows the sidebar', () => {
    const configSource = "sidebars: { s: ['tutorials/index', 'tutorials/basic-types'] }";
    const result = resolveSidebars({
      config: {
        tutorialSidebar: [
          'tutorials/index',
          { type: 'category', label: 'Advanced', items: ['tutorials/defer-stream'] },
        ],
      },
      docs,
      configFile: 'site.config.ts',
      configSource,
    });
    expect(result.sidebars.get('tutorialSidebar')).toEqual([
      { type: 'link', label: 'Getting Started', href: '/docs/tutorials/', docId: 'tutorials/index' },
      {
        type: 'category',
        label: 'Advanced',
        items: [
          { type: 'link', label: 'Defer', href: '/docs/tutorials/defer-stream', docId: 'tutorials/defer-stream' },
        ],
      },
    ]);
    expect(result.order.get('tutorialSidebar')!.map((e) => [e.docId, e.trail])).toEqual([
      ['tutorials/index', []],
      ['tutorials/defer-stream', ['Advanced']],
    ]);
    expect(result.docSidebars.get('tutorials/defer-stream')).toBe('tutorialSidebar');
    expect(result.diagnostics).toEqual([]);
  });

  test('an unknown doc id is an error at its line in site.config.ts', () => {
    const configSource = "export default {\n  sidebars: {\n    tutorialSidebar: ['tutorials/basic-typos'],\n  },\n};\n";
    const result = resolveSidebars({
      config: { tutorialSidebar: ['tutorials/basic-typos'] },
      docs,
      configFile: 'site.config.ts',
      configSource,
    });
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[sidebar/unknown-doc] site.config.ts:3
        Sidebar "tutorialSidebar" refers to doc "tutorials/basic-typos", which does not exist.
        hint: did you mean "tutorials/basic-types"?",
      ]
    `);
  });
});
