// The components a rendered markdown tree may name; pass to renderTree.
import type { TreeComponents } from './renderTree.tsx';
import { Admonition } from './Admonition.tsx';
import { Callout } from './Callout.tsx';
import { Cards } from './Cards.tsx';
import { FileTree } from './FileTree.tsx';
import { Steps } from './Steps.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import { Playground } from '../live/Playground.tsx';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';

export const contentComponents: TreeComponents = {
  Admonition,
  Callout,
  Cards,
  CodeBlock,
  FileTree,
  Playground,
  ScrollArea,
  Steps,
  Tabs,
  TabItem,
  a: ContentLink,
};
