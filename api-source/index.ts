export * from 'graphql';
