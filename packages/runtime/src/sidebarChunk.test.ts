import { expect, test } from 'vitest';
import { packSidebar, unpackSidebar } from './sidebarChunk.ts';
import type { SidebarItem } from './types.ts';

const link = (label: string, href: string, extra: object = {}): SidebarItem => ({
  type: 'link',
  label,
  href,
  ...extra,
});

test('a category of links named by their labels is written as labels after one prefix, and comes back the same', () => {
  const sidebar: SidebarItem[] = [
    link('Overview', '/api/graphql-js'),
    {
      type: 'category',
      label: 'Classes',
      collapsed: false,
      items: [
        link('GraphQLError', '/api/graphql-js/class/GraphQLError'),
        link('GraphQLSchema', '/api/graphql-js/class/GraphQLSchema'),
        link('Source', '/elsewhere/Source'),
        link('Lexer', '/api/graphql-js/class/Lexer', { className: 'deprecated' }),
        link('Types', '/api/graphql-js/types', { docId: 'types' }),
      ],
    },
  ];
  const packed = packSidebar(sidebar);
  const [, , source, lexer, types] = sidebar[1]!.type === 'category' ? sidebar[1]!.items : [];
  // Links elsewhere, and links that carry a class or a doc id, stay whole.
  expect(packed[1]).toMatchObject({
    linkPrefix: '/api/graphql-js/class/',
    items: ['GraphQLError', 'GraphQLSchema', source, lexer, types],
  });
  expect(unpackSidebar(JSON.parse(JSON.stringify(packed)))).toEqual(sidebar);
});

test('a category without a shared prefix is written as it is', () => {
  const sidebar: SidebarItem[] = [
    { type: 'category', label: 'Basics', items: [link('Intro', '/docs/intro'), link('Types', '/docs/basic-types')] },
  ];
  expect(packSidebar(sidebar)).toEqual(sidebar);
  expect(unpackSidebar(packSidebar(sidebar))).toEqual(sidebar);
});
