// 100 queries a reader might type, for timing the search: exact names, prefixes, lower case,
// typos, members, kind filters, type searches and tutorial words.
export const REPRESENTATIVE_QUERIES: string[] = [
  // Exact export names.
  'GraphQLSchema', 'parse', 'execute', 'validate', 'buildSchema', 'print', 'graphql', 'Kind', 'GraphQLObjectType', 'GraphQLError',
  'ExecutionResult', 'GraphQLString', 'GraphQLInt', 'buildASTSchema', 'extendSchema', 'printSchema', 'subscribe', 'Source', 'Lexer', 'visit',
  'TypeInfo', 'GraphQLEnumType', 'GraphQLInputObjectType', 'GraphQLList', 'GraphQLNonNull', 'GraphQLUnionType', 'GraphQLInterfaceType', 'GraphQLScalarType', 'GraphQLDirective', 'DocumentNode',
  // Prefixes as typed.
  'Graph', 'GraphQLObj', 'parseV', 'exec', 'valid', 'build', 'printS', 'GraphQLIn', 'Known', 'NoUnused',
  // Lower case.
  'graphqlschema', 'graphqlobjecttype', 'buildschema', 'executesync', 'getintrospectionquery', 'typefromast', 'valuefromast', 'astfromvalue', 'isinputtype', 'assertschema',
  // Typos.
  'GraphQLSchmea', 'GraphQLObjcetType', 'exectue', 'valdiate', 'biuldSchema', 'GraphQLEnumTyep', 'introspecion', 'subscirbe', 'GrapQLError', 'printScema',
  // Members.
  'GraphQLSchema.getQueryType', 'getQueryType', 'getFields', 'getTypeMap', 'GraphQLObjectType.getInterfaces', 'toConfig', 'getDirective', 'serialize', 'parseLiteral', 'Kind.FIELD',
  // Kind filters.
  'class: schema', 'fn: print', 'enum:', 'interface: node', 'type: resolver', 'class:', 'fn: build', 'interface: ExecutionArgs', 'type: Thunk', 'enum: location',
  // Type searches.
  '-> GraphQLSchema', 'GraphQLSchema ->', '-> DocumentNode', 'DocumentNode ->', 'GraphQLSchema -> ExecutionResult', '-> GraphQLError', 'Source ->', '-> string', 'ASTNode ->', '-> GraphQLType',
  // Tutorial words and headings.
  'object types', 'mutations', 'express middleware', 'authentication', 'input types', 'passing arguments', 'resolver', 'graphql-http', 'defer stream', 'basic types',
];
