import { measurePage } from './scripts/bench/measureAssets.ts';
for (const dir of ['/tmp/i21-main-out', '/tmp/i21-out'])
  for (const p of ['/', '/docs/tutorials/', '/docs/tutorials/basic-types', '/api/graphql-js/class/GraphQLSchema', '/api/graphql-js', '/search']) {
    const w = measurePage(dir, p);
    console.log(dir, p, JSON.stringify(w.firstLoadJs));
  }
