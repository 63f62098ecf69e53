import { defineConfig } from '@sitegen/ssg-core/config/defineConfig.ts';

export default defineConfig({
  title: 'graphql-js',
  tagline: 'A reference implementation of GraphQL for JavaScript',
  url: 'https://graphql-js.org',
  baseUrl: '/',
  titleDelimiter: '|',
  favicon: '/img/favicon.svg',
  siteMetadata: { generatorVersion: '2.2.0' },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' } },
  },
  docs: {
    id: 'default',
    path: '/docs',
    contentDir: 'content/docs',
    mainDocId: 'tutorials/index',
    editUrl: 'https://github.com/graphql/graphql-js/edit/main/website/',
    versions: { current: { label: 'Next' } },
    lastVersion: 'current',
  },
  sidebars: {
    tutorialSidebar: [
      'tutorials/index',
      'tutorials/running-an-express-graphql-server',
      'tutorials/graphql-clients',
      'tutorials/basic-types',
      'tutorials/passing-arguments',
      'tutorials/object-types',
      'tutorials/mutations-and-input-types',
      'tutorials/authentication-and-express-middleware',
      {
        type: 'category',
        label: 'Advanced',
        items: [
          'tutorials/constructing-types',
          'tutorials/express-graphql',
          'tutorials/defer-stream',
          'tutorials/upgrading-from-v16',
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        items: [
          'tutorials/resolver-anatomy',
          'tutorials/abstract-types',
          'tutorials/custom-scalars',
          'tutorials/oneof-input-objects',
          'tutorials/cursor-pagination',
          'tutorials/errors',
          'tutorials/dataloader',
          'tutorials/cancellation-and-timeouts',
          'tutorials/subscriptions',
          'tutorials/incremental-delivery-over-http',
          'tutorials/going-to-production',
          'tutorials/schema-coordinates-and-evolution',
          'tutorials/testing-a-schema',
          'tutorials/tracing-and-observability',
        ],
      },
    ],
  },
  api: {
    packageName: 'graphql',
    path: '/api/graphql-js',
    sourceDir: 'api-source',
    repoUrl: 'https://github.com/graphql/graphql-js',
    sourceTag: 'v17.1.0',
    id: 'api',
    label: 'Next',
    // The long runs of look-alike names get a sub-category of their own in the API sidebar.
    sidebarGroups: [
      { kind: 'function', label: 'Validation rules', suffix: 'Rule' },
      { kind: 'interface', label: 'AST nodes', suffix: 'Node' },
    ],
    olderVersions: [
      {
        name: '16.15.0',
        packageName: 'graphql-16',
        sourceDir: 'api-source/v16',
        sourceTag: 'v16.15.0',
        segment: 'v16',
        // What the changes page says beyond the two declarations, by export name: each sentence was
        // checked by running 16.15.0 and 17.1.0 side by side (the changes tests in tests/api/apiBuild.test.ts pin where they show).
        upgradeNotes: {
          GraphQLError:
            'Arguments after the message are read as the options object: new GraphQLError(message, [node]) keeps no nodes, and new GraphQLError(message, null, …) throws a TypeError.',
          subscribe:
            'It returns without a Promise when it can: the errors of an invalid request, or the event stream when the subscribe resolver returns it synchronously; 16.15.0 always returned a Promise.',
          validate: 'A TypeInfo passed as a fifth argument is ignored.',
          coerceInputValue:
            "It returns undefined for a value it cannot coerce (coerceInputValue('x', GraphQLInt)), where 16.15.0 threw a GraphQLError or called onError; validateInputValue reports what is wrong.",
          createSourceEventStream:
            'It takes what validateSubscriptionArgs() returns: passing ExecutionArgs, as 16.15.0 took, throws "Passing ExecutionArgs to createSourceEventStream() was removed in graphql-js@17.0.0; …".',
          getVariableValues:
            'It returns { variableValues: { sources, coerced } } (or { errors }), where 16.15.0 returned { coerced } (or { errors }).',
          assertValidName:
            'assertName is not a drop-in: it accepts names that begin with "__", which assertValidName rejected.',
          isValidNameError:
            'assertName is not a drop-in: it throws the error isValidNameError returned, and accepts names that begin with "__", which isValidNameError reported.',
          getOperationRootType:
            'GraphQLSchema.getRootType is not a drop-in: it takes the operation\'s type (operation.operation), not the operation, and returns undefined where getOperationRootType threw ("Schema is not configured for mutations.").',
          SubscriptionArgs: 'subscribe() takes ExecutionArgs, as it already did in 16.15.0.',
          // The group of AST node interfaces changed only in `kind` and `| undefined` (buildChangeViews.ts).
          'changed-kind-and-undefined':
            'At run time, parse() in 17.1.0 leaves arguments, directives, variableDefinitions and interfaces undefined where 16.15.0 gave an empty array: read node.directives ?? [] before iterating.',
        },
        upgradeGuide: '/docs/tutorials/upgrading-from-v16',
      },
    ],
  },
  // The live samples import graphql: the pinned package, bundled for the browser. A
  // ```graphql-playground block is this site's playground, checked and run by its plugin.
  live: {
    modules: { graphql: 'content/plugins/graphql.ts' },
    playgrounds: { 'graphql-playground': 'content/plugins/graphqlPlayground.ts' },
  },
  themeConfig: {
    navbar: {
      title: 'graphql-js',
      logo: { src: '/img/logo.svg', alt: 'GraphQL logo' },
      hideOnScroll: false,
      items: [
        { type: 'doc', docId: 'tutorials/index', label: 'Tutorial' },
        { type: 'link', label: 'API', href: '/api/graphql-js' },
      ],
      githubUrl: 'https://github.com/graphql/graphql-js',
    },
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Tutorial', href: '/docs/tutorials/' }] },
        {
          title: 'Community',
          items: [
            { label: 'Code of Conduct', href: 'https://graphql.org/codeofconduct/' },
            { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/graphql' },
            { label: 'Discord', href: 'https://discord.graphql.org' },
            { label: 'Twitter', href: 'https://twitter.com/graphql' },
            { label: 'Upcoming Events', href: 'https://graphql.org/community/upcoming-events/' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'GraphQL JS Working Group', href: 'https://github.com/graphql/graphql-js-wg' },
            { label: 'GraphQL Foundation', href: 'https://graphql.org/foundation/' },
            { label: 'GraphQL Spec', href: 'https://spec.graphql.org/' },
          ],
        },
      ],
      copyright: 'Copyright © 2023 The GraphQL Foundation. All rights reserved.',
      termsNote:
        'For web site terms of use, trademark policy and general project policies please see https://lfprojects.org.',
    },
    announcementBar: {
      id: 'graphql-js-17',
      content:
        'graphql-js 17 is here: incremental delivery with <code>@defer</code> and <code>@stream</code>. <a href="/docs/tutorials/defer-stream">Read the guide</a>.',
      // The brand pink darkened so that white text on it passes WCAG AA (5.5:1).
      backgroundColor: '#c2178a',
      textColor: '#ffffff',
      isCloseable: true,
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    home: {
      explore: {
        title: 'Explore the library',
        cards: [
          {
            title: 'Tutorials',
            summary: 'From a first query to an Express server with authentication, one step at a time.',
            href: '/docs/tutorials/',
            items: [
              { label: 'Basic Types', href: '/docs/tutorials/basic-types', code: false },
              { label: 'Passing Arguments', href: '/docs/tutorials/passing-arguments', code: false },
              { label: 'Mutations', href: '/docs/tutorials/mutations-and-input-types', code: false },
            ],
          },
          {
            title: 'Schema',
            summary: 'Describe your types in code or in SDL, and check that they form a valid schema.',
            href: '/api/graphql-js/class/GraphQLSchema',
            items: [
              { label: 'GraphQLSchema', href: '/api/graphql-js/class/GraphQLSchema' },
              { label: 'GraphQLObjectType', href: '/api/graphql-js/class/GraphQLObjectType' },
              { label: 'buildSchema', href: '/api/graphql-js/function/buildSchema' },
            ],
          },
          {
            title: 'Execution',
            summary: 'Run a query against a schema and get a result, or a stream of results with @defer.',
            href: '/api/graphql-js/function/execute',
            items: [
              { label: 'graphql', href: '/api/graphql-js/function/graphql' },
              { label: 'execute', href: '/api/graphql-js/function/execute' },
              { label: 'ExecutionResult', href: '/api/graphql-js/interface/ExecutionResult' },
            ],
          },
          {
            title: 'Language',
            summary: 'Parse GraphQL text into an AST, walk and change it, and print it back.',
            href: '/api/graphql-js/function/parse',
            items: [
              { label: 'parse', href: '/api/graphql-js/function/parse' },
              { label: 'print', href: '/api/graphql-js/function/print' },
              { label: 'Kind', href: '/api/graphql-js/enum/Kind' },
            ],
          },
          {
            title: 'Validation',
            summary: 'Check a document against a schema with the rules of the specification, or your own.',
            href: '/api/graphql-js/function/validate',
            items: [
              { label: 'validate', href: '/api/graphql-js/function/validate' },
              { label: 'NoUnusedFragmentsRule', href: '/api/graphql-js/function/NoUnusedFragmentsRule' },
            ],
          },
          {
            title: 'Utilities',
            summary: 'Print a schema as SDL, introspect a server, and compare two schemas.',
            href: '/api/graphql-js/function/printSchema',
            items: [
              { label: 'printSchema', href: '/api/graphql-js/function/printSchema' },
              { label: 'getIntrospectionQuery', href: '/api/graphql-js/function/getIntrospectionQuery' },
            ],
          },
        ],
      },
    },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
});
