// The pinned graphql package as one ES module (assets/live/graphql-<hash>.js): the live worker
// imports it, and so do the samples it runs, whose `from 'graphql'` is pointed here.
export * from 'graphql';
