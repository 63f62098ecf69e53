// The API reference as plain, JSON-serialisable data: what `loadApi()` returns.
// Nothing here refers to TypeDoc, so pages and the route table never see its classes.
//
// Links: markdown produced from doc comments (`{@link X}`) uses the URL scheme
//   api:<ExportName>            an item page, or a type alias / variable section of the API root
//   api:<ExportName>#<member>   a member (method, property, enum member) of that export
//   api:internal/<key>          an entry of `internalTypes` (key such as `jsutils/Maybe.d.ts#Maybe`)
// The renderer resolves them with `items`, `typeAliases`, `variables` and `internalTypes`.

export type ApiItemKind = 'class' | 'enum' | 'function' | 'interface';

export interface ApiModel {
  /** Documented package name, as its package.json gives it. */
  packageName: string;
  /** Documented package version, e.g. `17.1.0`. */
  packageVersion: string;
  /** TypeDoc version that produced the model. */
  typedocVersion: string;
  /** The package and its submodules with their overviews (their `@packageDocumentation` comments): the package itself first. */
  modules: ApiModule[];
  /** Classes, enums, functions and interfaces, sorted by kind then name; `items[i].id === i`. */
  items: ApiItem[];
  /** Exported type aliases, sorted by name. */
  typeAliases: ApiTypeAlias[];
  /** Exported variables (constants), sorted by name. */
  variables: ApiVariable[];
  /** Types used by signatures but not exported by the package (`Maybe`, `ObjMap`, ...), sorted by key. */
  internalTypes: ApiInternalType[];
  /** How much of the API is documented. */
  coverage: ApiCoverage;
  /** TypeDoc warnings met while converting (unresolved links, ...). */
  warnings: string[];
}

export interface ApiModule {
  /** The package's name, or a submodule's import path (`pkg/sub`). */
  name: string;
  /** Markdown of the module's doc comment (its `index.d.ts`), without the tag lines. */
  overview?: string;
  /** Overviews of categories, from a file comment that names its `@category` (`diagnostics.d.ts`). */
  categories: { name: string; overview: string }[];
}

export type ApiItem = ApiClass | ApiEnum | ApiFunction | ApiInterface;

export interface ApiItemBase {
  /** Stable numeric id: the index in `items` (sorted by kind, then name). */
  id: number;
  kind: ApiItemKind;
  /** Export name, e.g. `Schema`. */
  name: string;
  /** Submodule the item belongs to, e.g. `pkg/type`; the package's name for files beside its entry. */
  module: string;
  /** Exported by its submodule but not by the package's entry: imported from `module` only. */
  submoduleOnly?: true;
  /** `@category` of the declaration, or of its file. */
  category?: string;
  /** Declaring file inside the package, e.g. `type/schema.d.ts`. */
  sourcePath: string;
  /** 1-based line of the declaration in `sourcePath`. */
  sourceLine?: number;
  /**
   * The declaration in the configured repository at the configured tag, e.g.
   * `https://github.com/owner/pkg/blob/v1.2.0/src/type/schema.ts#L215`: the path and line are the
   * TypeScript source's that the package's source map embeds (without one: `src/` and no line).
   */
  sourceUrl?: string;
  doc: ApiDoc;
  /** Exported with `export type` only: usable as a type, not as a value. */
  typeOnly: boolean;
  /** The package's default export, imported as `import DataLoader from 'dataloader'`. */
  defaultExport?: true;
  /** Exports whose signatures or members use this item ("Referenced by"), sorted. */
  referencedBy: ApiRef[];
}

export interface ApiClass extends ApiItemBase {
  kind: 'class';
  /** Base class, e.g. `Error` for an error class. */
  extends: ApiType[];
  implements: ApiType[];
  /** Classes that extend this one, sorted by name. */
  extendedBy: ApiRef[];
  typeParameters: ApiTypeParameter[];
  /** Empty for type-only classes (TypeDoc documents those as their instance type). */
  constructors: ApiSignature[];
  /** Properties, accessors and methods, instance and static (see `flags.static`), in source order. */
  members: ApiMember[];
  /** Members the declarations mark `@internal`, left out of `members` (and of the pages), inherited ones included. */
  internalMembers?: string[];
}

export interface ApiInterface extends ApiItemBase {
  kind: 'interface';
  extends: ApiType[];
  /** Interfaces that extend this one, sorted by name. */
  extendedBy: ApiRef[];
  /** Classes that implement this one, sorted by name. */
  implementedBy: ApiRef[];
  typeParameters: ApiTypeParameter[];
  /** Properties and methods in source order. */
  members: ApiMember[];
  /** Members the declarations mark `@internal`, left out of `members` (and of the pages), inherited ones included. */
  internalMembers?: string[];
  indexSignatures: ApiSignature[];
  /** Call signatures of callable interfaces. */
  callSignatures: ApiSignature[];
}

export interface ApiFunction extends ApiItemBase {
  kind: 'function';
  /** One per overload. */
  signatures: ApiSignature[];
}

export interface ApiEnum extends ApiItemBase {
  kind: 'enum';
  /** How the enum is declared: a `const` object plus same-named type, a namespace of constants (`Kind`), or a TypeScript `enum`. */
  pattern: 'const-object' | 'namespace' | 'enum';
  members: ApiEnumMember[];
  /** The same-named type (`type Kind = ...`) with its own doc comment. */
  typeHalf?: {
    type: ApiType;
    doc: ApiDoc;
    /**
     * The namespace imports the type names, as written (`import type * as Kind_ from './kinds_.js';`);
     * `ownNamespace` when the module is the one this enum exports as a namespace.
     */
    imports?: { name: string; statement: string; module: string; ownNamespace: boolean }[];
  };
}

export interface ApiEnumMember {
  /** Key, e.g. `FIELD`. */
  name: string;
  /** Literal value, e.g. `'Field'`. */
  value: string | number | boolean | null;
  doc: ApiDoc;
}

export interface ApiTypeAlias {
  name: string;
  module: string;
  category?: string;
  sourcePath: string;
  sourceLine?: number;
  sourceUrl?: string;
  typeParameters: ApiTypeParameter[];
  type: ApiType;
  doc: ApiDoc;
  /** Exports whose signatures or members use this alias. */
  referencedBy: ApiRef[];
}

export interface ApiVariable {
  name: string;
  module: string;
  category?: string;
  sourcePath: string;
  sourceLine?: number;
  sourceUrl?: string;
  type: ApiType;
  /** Initializer text when the declaration has one (`.d.ts` constants such as `MAX_INT`). */
  defaultValue?: string;
  doc: ApiDoc;
}

export interface ApiInternalType {
  /** Unique key `<sourcePath>#<name>`, used by `api:internal/<key>` links and `ApiTypeTarget`. */
  key: string;
  name: string;
  /** `interface`, `type`, `class`, `function`... as declared. */
  declarationKind: string;
  sourcePath: string;
  sourceLine?: number;
  sourceUrl?: string;
  /** Declaration text as written in the `.d.ts`, without its doc comment. */
  definition: string;
  doc: ApiDoc;
  /** Export names and internal types (`internal/<key>`) the definition mentions. */
  uses: string[];
}

/** An export (or internal type) pointing at another export. */
export interface ApiRef {
  kind: ApiItemKind | 'typeAlias' | 'variable';
  name: string;
  /** Item id when `kind` is an item kind. */
  id?: number;
  /** Set when the use is indirect: the parameter type (interface or class) through which a function uses the type. */
  via?: string;
}

export interface ApiDoc {
  /** Summary markdown (may be empty). */
  summary: string;
  /** `@remarks` markdown. */
  remarks?: string;
  examples: ApiExample[];
  /** `@deprecated` reason markdown; `''` when deprecated without a reason; absent when not deprecated. */
  deprecated?: string;
  /** `@returns` markdown (signatures). */
  returns?: string;
  /** `@throws` entries, markdown. */
  throws: string[];
  /** `@see` entries, markdown. */
  see: string[];
  /** Other block tags, e.g. `{ tag: '@since', content: '16.0' }`. */
  blockTags: { tag: string; content: string }[];
  /** Modifier tags such as `@internal`, `@experimental`. */
  modifiers: string[];
  /** False when the declaration has no doc comment at all. */
  hasComment: boolean;
}

export interface ApiExample {
  /** Markdown around the code (a caption or explanation), may be empty. */
  description: string;
  code: string;
  /** Fence language, `ts` when unspecified. */
  lang: string;
}

export interface ApiMember {
  name: string;
  kind: 'property' | 'method' | 'accessor';
  flags: ApiMemberFlags;
  /** Property type, or accessor type. */
  type?: ApiType;
  /** Method overloads. */
  signatures?: ApiSignature[];
  /** Accessor halves. */
  getter?: ApiSignature;
  setter?: ApiSignature;
  doc: ApiDoc;
  /** Name of the type this member is inherited from, e.g. `Error`. */
  inheritedFrom?: string;
}

export interface ApiMemberFlags {
  readonly?: boolean;
  optional?: boolean;
  static?: boolean;
  abstract?: boolean;
  protected?: boolean;
}

export interface ApiSignature {
  /** Index signatures declared `readonly [key: K]: V`. */
  readonly?: true;
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns: ApiType;
  /** Per-signature doc (summary, `@returns`, examples...). */
  doc: ApiDoc;
}

export interface ApiParameter {
  name: string;
  type: ApiType;
  optional: boolean;
  rest: boolean;
  defaultValue?: string;
  /** `@param` description markdown. */
  description?: string;
  /** `@param a.b` tags documenting a property of this parameter, in source order. */
  properties?: ApiParamProperty[];
}

export interface ApiParamProperty {
  /** The path below the parameter, e.g. `maxIndentDepth` for `@param options.maxIndentDepth`. */
  name: string;
  /** Written `@param [a.b]`. */
  optional?: true;
  description: string;
}

export interface ApiTypeParameter {
  name: string;
  constraint?: ApiType;
  default?: ApiType;
  /** `@typeParam` description markdown. */
  description?: string;
}

/** Where a reference type points, so a renderer can print it as a link. */
export type ApiTypeTarget =
  | { kind: 'item'; itemKind: ApiItemKind; name: string; id: number; member?: string }
  | { kind: 'typeAlias' | 'variable'; name: string }
  | { kind: 'internal'; key: string }
  | { kind: 'typeParameter' }
  /** Outside the package: TypeScript's lib (`Promise`, `ReadonlyArray`) or another package. */
  | { kind: 'external'; packageName?: string };

/** A type, structured enough to print with links. */
export type ApiType =
  | { kind: 'intrinsic'; name: string }
  | { kind: 'literal'; value: string | number | boolean | null; bigint?: boolean }
  | { kind: 'reference'; name: string; target: ApiTypeTarget; typeArguments?: ApiType[] }
  | { kind: 'union'; types: ApiType[] }
  | { kind: 'intersection'; types: ApiType[] }
  | { kind: 'array'; elementType: ApiType }
  | { kind: 'tuple'; elements: ApiTupleElement[] }
  | { kind: 'typeOperator'; operator: 'keyof' | 'unique' | 'readonly'; target: ApiType }
  /** `typeof X`. */
  | { kind: 'query'; target: ApiType }
  | { kind: 'indexedAccess'; objectType: ApiType; indexType: ApiType }
  | { kind: 'conditional'; checkType: ApiType; extendsType: ApiType; trueType: ApiType; falseType: ApiType }
  | { kind: 'predicate'; name: string; asserts: boolean; target?: ApiType }
  /** Function or constructor type. */
  | { kind: 'function'; signatures: ApiSignature[]; isConstructor?: boolean }
  /** Object literal type. */
  | { kind: 'object'; members: ApiMember[]; indexSignatures: ApiSignature[]; callSignatures: ApiSignature[] }
  /** Mapped, template literal, inferred and other exotic types, printed as TypeScript. */
  | { kind: 'printed'; text: string };

export interface ApiTupleElement {
  type: ApiType;
  name?: string;
  optional?: boolean;
  rest?: boolean;
}

export interface ApiCoverage {
  /** Number of items (classes, enums, functions, interfaces). */
  items: number;
  /** Items whose doc has a non-empty summary. */
  withSummary: number;
  /** Items with at least one `@example` (on the item or one of its signatures). */
  withExample: number;
  /** Names of deprecated items. */
  deprecated: string[];
  /** Names of items without any doc comment. */
  undocumented: string[];
  /** Same counts for type aliases and variables. */
  typeAliases: { total: number; withSummary: number; undocumented: string[] };
  variables: { total: number; withSummary: number; undocumented: string[] };
}
