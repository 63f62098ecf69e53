// The site's settings. `sitegen build` checks them and names the line of any mistake.
export default {
  title: 'My docs',
  tagline: 'Documentation made with sitegen',
  // Where the site is deployed, and the path it is served under ('/repo/' on GitHub Pages, say).
  url: 'https://example.com',
  baseUrl: '/',
  // The tab's icon: a file of the static folder.
  favicon: '/img/favicon.svg',
  docs: {
    path: '/docs',
    contentDir: 'content/docs',
    mainDocId: 'intro',
  },
  staticDir: 'content/static',
  sidebars: {
    docs: ['intro', 'writing-pages'],
  },
  // An API reference made with TypeDoc from an installed TypeScript package: one page per
  // class, enum, function and interface, under `path`. `sourceDir` holds an index.ts that
  // re-exports the package (`export * from 'your-package';`) and a tsconfig.json. Module names
  // come from the package's `exports` map; source links go to `repoUrl` at `sourceTag` (leave both
  // out for none). A package of one default export (`export =`) is re-exported as
  // `export { default } from 'your-package';` instead, and documented under its declared name.
  // api: {
  //   packageName: 'your-package',
  //   path: '/api/your-package',
  //   sourceDir: 'api-source',
  //   repoUrl: 'https://github.com/you/your-package',
  //   sourceTag: 'v1.0.0',
  // },
  themeConfig: {
    navbar: {
      title: 'My docs',
      logo: { src: '/img/logo.svg', alt: 'My docs logo' },
      items: [{ type: 'doc', docId: 'intro', label: 'Docs' }],
      githubUrl: 'https://github.com/',
    },
    footer: {
      links: [{ title: 'Docs', items: [{ label: 'Introduction', href: '/docs/intro' }] }],
      copyright: 'Copyright © the authors.',
    },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
  },
};
