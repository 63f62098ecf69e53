// What a live sample of this site imports as `graphql` (site.config.ts, `live.modules`): the
// pinned package as one ES module. The playground's runs use it too.
export * from 'graphql';
