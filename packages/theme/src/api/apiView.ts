// The view models of the API pages: what the build puts in an API route chunk and the
// API components read. Everything is pre-rendered at build time (markdown to trees, types
// to linked tokens), so a page ships its own item and nothing else.
import type { TreeNode } from '@sitegen/runtime/types.ts';

export type ApiItemKind = 'class' | 'enum' | 'function' | 'interface';

/** Printed TypeScript: text, or a linked name `[text, href]`. */
export type TypeToken = string | [text: string, href: string];
export type TypeTokens = TypeToken[];

/** A doc comment, rendered. Empty parts are left out. */
export interface DocView {
  /** Present when deprecated: the rendered reason, `[]` when none is given. */
  deprecated?: TreeNode[];
  summary?: TreeNode[];
  remarks?: TreeNode[];
  /** `@returns`. */
  returns?: TreeNode[];
  /** Every `@example`: its caption and its highlighted code block. */
  examples?: TreeNode[][];
  throws?: TreeNode[][];
  see?: TreeNode[][];
  /** Other block tags, e.g. `@since`. */
  tags?: { tag: string; content: TreeNode[] }[];
  /** Modifier tags, e.g. `experimental`. */
  modifiers?: string[];
}

/** A parameter or a type parameter. */
export interface ParamView {
  name: string;
  type?: TypeTokens;
  optional?: true;
  rest?: true;
  defaultValue?: TypeTokens;
  /** `extends` constraint (type parameters). */
  constraint?: TypeTokens;
  doc?: TreeNode[];
  /** `@param name.prop` tags: the documented properties of this parameter. */
  properties?: { name: string; optional?: true; doc: TreeNode[] }[];
}

/** One overload. */
export interface SignatureView {
  /** The whole signature, printed. */
  code: TypeTokens;
  typeParameters?: ParamView[];
  parameters?: ParamView[];
  /** Its own doc when it adds to the item's (overloads, constructors, methods). */
  doc?: DocView;
}

export interface MemberView {
  /** Anchor id: the member's name (unique on the page). */
  id: string;
  name: string;
  kind: 'property' | 'method' | 'accessor';
  /** `static`, `readonly`, `optional`, `protected`, `abstract`. */
  flags?: string[];
  /** Declaration of a property or accessor, printed. */
  code?: TypeTokens;
  signatures?: SignatureView[];
  doc?: DocView;
  /** The type it is inherited from, linked when documented. */
  inheritedFrom?: TypeToken;
}

/** Members under one h2: Properties, Accessors, Methods, Static members... */
export interface MemberGroupView {
  id: string;
  title: string;
  members: MemberView[];
}

export interface EnumMemberView {
  id: string;
  name: string;
  /** The literal value as TypeScript, e.g. `'Field'`. */
  value: string;
  doc?: TreeNode[];
}

/** Items pointing at this one, one group per kind. */
export interface RefGroupView {
  title: string;
  links: { name: string; href: string }[];
}

/** "Referenced by": the exports that name this one, and those that use it through another type. */
export interface ReferencedByView {
  direct: RefGroupView[];
  /** Functions whose parameter types (interfaces, classes) use this one, one group per such type (its name as title). */
  indirect: RefGroupView[];
}

/** An index signature of an interface, e.g. `[attributeName: string]: unknown`. */
export interface IndexSignatureView {
  code: TypeTokens;
  doc?: DocView;
}

export interface ApiItemView {
  name: string;
  kind: ApiItemKind;
  /** Label of the kind badge, e.g. `Class`. */
  kindLabel: string;
  /** The import statements, e.g. `import { parse } from 'my-lib';`. */
  imports: string[];
  /** Exported with `export type` only. */
  typeOnly?: true;
  doc: DocView;
  /** Section ids of the page (they avoid member names). */
  ids: Record<
    | 'signatures'
    | 'typeParameters'
    | 'hierarchy'
    | 'members'
    | 'indexSignatures'
    | 'type'
    | 'examples'
    | 'referencedBy'
    | 'source',
    string
  >;
  /** A class exported as a type only by `typeModules`, and as a value (constructor included) by `module`. */
  valueExport?: { typeModules: string[]; module: string };
  typeParameters?: ParamView[];
  extends?: TypeTokens[];
  implements?: TypeTokens[];
  /** Classes or interfaces extending this one. */
  extendedBy?: { name: string; href: string }[];
  /** Classes implementing this interface. */
  implementedBy?: { name: string; href: string }[];
  indexSignatures?: IndexSignatureView[];
  /** The type half of an enum (`type Kind = ...`), printed, with its own doc and what explains the names it imports. */
  typeHalf?: { code: TypeTokens; doc?: DocView; note?: TreeNode[] };
  /** Function overloads, constructors or call signatures. */
  signatures?: SignatureView[];
  signaturesTitle?: string;
  memberGroups?: MemberGroupView[];
  /** Members inherited from built-ins (e.g. Error), collapsed. */
  builtinMembers?: { from: string; names: string[] };
  enumMembers?: EnumMemberView[];
  referencedBy: ReferencedByView;
  /** Where the declaration is in the package's repository; absent when the config names no repository. */
  source?: { url: string; label: string };
  /** How the item differs from the other version of the API, when it does. */
  change?: ItemChangeView;
}

/**
 * "New in 17", "Removed in 17" or "Changed in 17" on an export's page (or its section of the types
 * page), with what changed; "Parameter types changed in 17" on a function whose signature is the
 * same but takes an interface that changed.
 */
export interface ItemChangeView {
  /** `deprecated`: on the older version's page of an export the newer one deprecates, and changes no further. */
  status: 'new' | 'removed' | 'changed' | 'takesChanged' | 'deprecated';
  /** The badge, e.g. `Changed in 17`. */
  label: string;
  /** How its form changed: `was interface, now class`, `was a TypeScript enum, now a const object and a type`. */
  form?: string;
  /** The same item in the other version, e.g. `{ label: '1.4.0', href: '/api/my-lib/v1/class/ParseError' }`. */
  other?: { label: string; href: string };
  /** What replaces a removed item, linked in the newer version. */
  replacement?: { label: string; href: string };
  addedMembers?: string[];
  removedMembers?: string[];
  /** Members the newer version still declares, marked `@internal` (left out of its pages). */
  internalMembers?: string[];
  /** Each side as its version declares it, the exports it names linked to their pages in that version. */
  changedMembers?: { name: string; before: TypeTokens; after: TypeTokens }[];
  /** The export's own declaration, older and newer, side by side, under `title` (`Signature`, `Declaration`). */
  signatures?: { before: TypeTokens[]; after: TypeTokens[]; title: string };
  /** The changed interfaces its parameters take (ExecutionArgs for `execute`), on this page's version. */
  parameterTypes?: { name: string; href: string }[];
  /** Sentences on what changed that the blocks do not say at a glance: removed overloads, notes, deprecations in the newer version. */
  summary?: string[];
  /** The versions the sides stand for, e.g. `['16.15.0', '17.1.0']`. */
  versions: [string, string];
  /** The page of every change. */
  changesHref: string;
}

/** The page of every change between two versions of the API, by kind of change, then module. */
export interface ApiChangesView {
  from: string;
  to: string;
  /** What the counts count, with the totals. */
  counts: string;
  /** The guide to upgrading, when the config names one. */
  guide?: { label: string; href: string };
  /** Where the two versions' roots are. */
  roots: { label: string; href: string }[];
  sections: {
    id: string;
    title: string;
    /** One sentence saying what the section lists. */
    intro: string;
    /** How many entries are of each kind of export (those with any), e.g. `{ label: 'Functions', count: 32 }`. */
    byKind: { label: string; count: number }[];
    /** By module; a group gathered apart (the AST nodes changed one way) comes first, with its `intro`. */
    modules: { id: string; title: string; intro?: string; group?: true; entries: ChangeEntryView[] }[];
  }[];
}

export interface ChangeEntryView {
  /** `parse`, or `Parser.parseFile` for a member. */
  name: string;
  kindLabel: string;
  /** The older version's page, when it has the item. */
  fromHref?: string;
  /** The newer version's page, when it has the item. */
  toHref?: string;
  /** One line: what changed, what replaces it, the deprecation note. */
  detail?: string;
}

/** One entry of a list of items on the root page. */
export interface ItemLinkView {
  name: string;
  href: string;
  kind: ApiItemKind;
  /** First sentence of the summary, plain text. */
  summary?: string;
  deprecated?: true;
}

/** A type alias, variable or internal type section of the types page. */
export interface DeclarationView {
  id: string;
  name: string;
  /** The declaration, printed and linked. */
  code: TypeTokens;
  doc: DocView;
  /** Shown for internal types: they are not exported. */
  note?: string;
  /** A type alias's type parameters with their `@typeParam` docs. */
  typeParameters?: ParamView[];
  /** Where the declaration is in the package's repository; absent when the config names no repository. */
  source?: { url: string; label: string };
  /** How the export differs in the other version of the API, when it does. */
  change?: ItemChangeView;
}

/**
 * The API root's two pages, made by one builder and shown by one component: the root (every item
 * by module, narrowed by kind on demand, and the coverage) and the types page (the sections of the
 * type aliases, variables and internal types, each with its name as anchor id).
 */
export type ApiRootView = ApiIndexView | ApiTypesView;

interface ApiRootPart {
  /** The page's own path, e.g. `/api/my-lib`: its links to its own sections are written `#id`. */
  path: string;
  packageName: string;
  version: string;
}

export interface ApiIndexView extends ApiRootPart {
  part: 'index';
  /** The page of what changed between the API's versions, when there are several. */
  changes?: { label: string; href: string };
  coverage: string;
  /** The kinds the listing can be narrowed to (a filter, not a second listing), with their item counts. */
  kinds: { kind: ApiItemKind; title: string; count: number }[];
  /** The one listing of the items: by module, then category, with summaries; each module opens with its overview. */
  byModule: {
    id: string;
    title: string;
    overview?: TreeNode[];
    /** By `@category`; one group without a title when no item of the module has a category. */
    categories: { title?: string; overview?: TreeNode[]; items: ItemLinkView[] }[];
    /** The module's type aliases and variables: links to their sections of the types page. */
    declarations?: { name: string; href: string; kind: 'typeAlias' | 'variable' }[];
  }[];
  /** The types page, linked from the intro. */
  typesPath: string;
  ids: Record<'byModule' | 'coverage', string>;
}

export interface ApiTypesView extends ApiRootPart {
  part: 'types';
  /** The API root, linked from the intro. */
  rootPath: string;
  typeAliases: DeclarationView[];
  variables: DeclarationView[];
  internalTypes: DeclarationView[];
  /** What the internal types are, said above them (the page and its twin say the same). */
  internalTypesIntro: string;
  ids: Record<'typeAliases' | 'variables' | 'internalTypes', string>;
}
