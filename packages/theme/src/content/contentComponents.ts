// The components a rendered markdown tree may name; pass to renderTree.
import type { TreeComponents } from './renderTree.tsx';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import { Playground } from '../live/Playground.tsx';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';

export const contentComponents: TreeComponents = {
  Admonition,
  CodeBlock,
  Playground,
  ScrollArea,
  Tabs,
  TabItem,
  a: ContentLink,
};
