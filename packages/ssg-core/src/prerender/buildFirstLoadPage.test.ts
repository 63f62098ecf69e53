import { expect, test } from 'vitest';
import type { SidebarItem } from '@sitegen/runtime/types.ts';
import { buildFirstLoadSidebar, firstLoadSidebarJson } from './buildFirstLoadPage.ts';

const link = (label: string): SidebarItem => ({ type: 'link', label, href: `/api/lib/${label}` });
const sidebar: SidebarItem[] = [
  link('Overview'),
  { type: 'category', label: 'Classes', items: [link('Parser'), link('Lexer')] },
  {
    type: 'category',
    label: 'Functions',
    items: [link('parse'), { type: 'category', label: 'Rules', items: [link('KnownTypeNamesRule')] }],
  },
  { type: 'category', label: 'Starts open', collapsed: false, items: [link('print')] },
  { type: 'category', label: 'Empty', items: [] },
];

test("a first load's sidebar keeps what the page shows: the open categories' items, not the closed ones'", () => {
  expect(buildFirstLoadSidebar(sidebar, '/api/lib/parse')).toEqual([
    link('Overview'),
    { type: 'category', label: 'Classes', items: [], cut: true },
    {
      type: 'category',
      label: 'Functions',
      items: [link('parse'), { type: 'category', label: 'Rules', items: [], cut: true }],
    },
    { type: 'category', label: 'Starts open', collapsed: false, items: [link('print')] },
    { type: 'category', label: 'Empty', items: [] },
  ]);
  // Inside a nested category, both it and its parent are open.
  const [, , functions] = buildFirstLoadSidebar(sidebar, '/api/lib/KnownTypeNamesRule');
  expect(functions).toEqual(sidebar[2]);
});

test('its JSON is packed as the chunk is, and cannot end the script element that holds it', () => {
  const json = firstLoadSidebarJson([{ type: 'link', label: '</script>', href: '/a' }], '/a');
  expect(json).toBe('[{"type":"link","label":"\\u003c/script>","href":"/a"}]');
  expect(JSON.parse(firstLoadSidebarJson(sidebar, '/api/lib/Lexer'))[1]).toEqual({
    type: 'category',
    label: 'Classes',
    items: ['Parser', 'Lexer'],
    linkPrefix: '/api/lib/',
  });
});
