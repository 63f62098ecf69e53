export * from 'graphql-16';
