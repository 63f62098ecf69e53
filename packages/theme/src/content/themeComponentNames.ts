/**
 * The names of the theme's own content components (contentComponents.ts, which tsc holds to this
 * list), for the build without their code: a site component may not take one, and a first load's
 * static parts may hold them.
 */
export const THEME_COMPONENT_NAMES = [
  'Admonition',
  'Callout',
  'Cards',
  'CodeBlock',
  'FileTree',
  'Playground',
  'ScrollArea',
  'Steps',
  'Tabs',
  'TabItem',
] as const;
