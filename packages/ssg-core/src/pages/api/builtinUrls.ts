// Types from JavaScript and TypeScript themselves link to their reference: MDN for the
// language's globals, the TypeScript handbook for utility types. Others stay plain text.

const MDN_JS = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/';
const MDN_API = 'https://developer.mozilla.org/en-US/docs/Web/API/';
const TS_UTILITY = 'https://www.typescriptlang.org/docs/handbook/utility-types.html';

/** Global objects documented on MDN, by the name TypeScript gives them → MDN page name. */
const jsGlobals: Record<string, string> = {
  Array: 'Array',
  ReadonlyArray: 'Array',
  Promise: 'Promise',
  PromiseLike: 'Promise',
  Error: 'Error',
  TypeError: 'TypeError',
  Map: 'Map',
  ReadonlyMap: 'Map',
  Set: 'Set',
  ReadonlySet: 'Set',
  WeakMap: 'WeakMap',
  Symbol: 'Symbol',
  Date: 'Date',
  RegExp: 'RegExp',
  Function: 'Function',
  Object: 'Object',
  String: 'String',
  Number: 'Number',
  Boolean: 'Boolean',
  BigInt: 'BigInt',
  Iterable: 'Iterator',
  Iterator: 'Iterator',
  IterableIterator: 'Iterator',
  AsyncIterable: 'AsyncIterator',
  AsyncIterator: 'AsyncIterator',
  AsyncIterableIterator: 'AsyncIterator',
  Generator: 'Generator',
  AsyncGenerator: 'AsyncGenerator',
  Uint8Array: 'Uint8Array',
};

const webApis = new Set(['AbortSignal', 'AbortController', 'URL', 'TextDecoder', 'TextEncoder']);

/** TypeScript utility types → anchor in the handbook page. */
const utilityTypes: Record<string, string> = {
  Readonly: 'readonlytype',
  Partial: 'partialtype',
  Required: 'requiredtype',
  Record: 'recordkeys-type',
  Pick: 'picktype-keys',
  Omit: 'omittype-keys',
  Exclude: 'excludeuniontype-excludedmembers',
  Extract: 'extracttype-union',
  NonNullable: 'nonnullabletype',
  Parameters: 'parameterstype',
  ReturnType: 'returntypetype',
  InstanceType: 'instancetypetype',
  Awaited: 'awaitedtype',
};

/** The reference page of a built-in type, or undefined. */
export function builtinUrl(name: string): string | undefined {
  if (Object.hasOwn(jsGlobals, name)) return MDN_JS + jsGlobals[name];
  if (webApis.has(name)) return MDN_API + name;
  if (Object.hasOwn(utilityTypes, name)) return `${TS_UTILITY}#${utilityTypes[name]}`;
  return undefined;
}

/** A class or interface of JavaScript itself (Error, Map...), not of the package. */
export function isJsGlobal(name: string): boolean {
  return Object.hasOwn(jsGlobals, name);
}
