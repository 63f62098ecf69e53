// TypeDoc project -> items, type aliases and variables. Decides each export's kind the way its
// author means it: a `const` object with a same-named type, or a namespace of constants
// (`export * as Kind`), is an enum; a class exported with `export type` is still a class (flagged `typeOnly`).
import path from 'node:path';
import ts from 'typescript';
import {
  ProjectReflection,
  ReflectionKind,
  ReflectionSymbolId,
  type DeclarationReflection,
  type ReferenceType,
  type Reflection,
} from 'typedoc';
import type {
  ApiEnum,
  ApiEnumMember,
  ApiItem,
  ApiItemKind,
  ApiTypeAlias,
  ApiTypeTarget,
  ApiVariable,
} from './ApiModel.ts';
import { convertComment, emptyDoc, paramPropertyTags, parseDocText, type LinkResolver } from './convertComment.ts';
import {
  convertMembers,
  convertSignature,
  overloadsDoc,
  convertType,
  convertTypeParameters,
  type ConvertContext,
} from './convertType.ts';
import type { SourceInfo } from './packageSources.ts';
import type { TypeDocRun } from './runTypeDoc.ts';

const KIND_ORDER: ApiItemKind[] = ['class', 'enum', 'function', 'interface'];

export interface ConvertedProject {
  items: ApiItem[];
  typeAliases: ApiTypeAlias[];
  variables: ApiVariable[];
  /** Keys (`<sourcePath>#<name>`) of package types that are used but not exported. */
  internalKeys: Set<string>;
  resolveLink: LinkResolver;
}

type Classified =
  | {
      kind: ApiItemKind;
      name: string;
      reflection: DeclarationReflection;
      alias?: DeclarationReflection;
      pattern?: ApiEnum['pattern'];
      /** The package's default export (`import DataLoader from 'dataloader'`). */
      defaultExport?: true;
    }
  | { kind: 'typeAlias' | 'variable'; name: string; reflection: DeclarationReflection };

export function convertProject(options: {
  run: TypeDocRun;
  packageName: string;
  sourceInfo: (reflection: Reflection) => SourceInfo;
  /** Source info of a declaration TypeDoc has no reflection for. */
  sourceOfNode: (declaration: ts.Declaration, name: string) => SourceInfo;
  /** The site's `api-source/`: the globals it declares (web-globals.d.ts) count as the platform's. */
  apiSourceDir: string;
}): ConvertedProject {
  const { run, packageName, sourceInfo, sourceOfNode, apiSourceDir } = options;
  const classified = classifyExports(run);
  const ids = new Map<string, number>();
  const kindOf = new Map<string, Classified['kind']>(classified.map((c) => [c.name, c.kind]));
  classified
    .filter((c) => c.kind !== 'typeAlias' && c.kind !== 'variable')
    .forEach((c, index) => ids.set(c.name, index));

  const internalKeys = new Set<string>();
  // The exports' reflections by the name they are documented under (a default export's is its declared name).
  const entryOf = new Map<Reflection, string>();
  for (const c of classified) {
    entryOf.set(c.reflection, c.name);
    if ('alias' in c && c.alias) entryOf.set(c.alias, c.name);
  }
  const topLevelOf = (reflection: Reflection): { name: string; member?: string } | undefined => {
    const path: string[] = [];
    let current: Reflection | undefined = reflection;
    while (current && !(current.parent instanceof ProjectReflection)) {
      const name = entryOf.get(current);
      if (name) return { name, member: path.join('.') || undefined };
      if (current.kindOf(ReflectionKind.SomeMember | ReflectionKind.Variable | ReflectionKind.TypeAlias))
        path.unshift(current.name);
      current = current.parent;
    }
    return current ? { name: entryOf.get(current) ?? current.name, member: path.join('.') || undefined } : undefined;
  };
  const internalKey = (id: ReflectionSymbolId) => `${id.packagePath}#${id.qualifiedName.split('.')[0]}`;

  const resolveTarget = (type: ReferenceType): ApiTypeTarget => {
    if (type.refersToTypeParameter) return { kind: 'typeParameter' };
    const reflection = type.reflection;
    if (reflection) {
      const top = topLevelOf(reflection);
      const kind = top && kindOf.get(top.name);
      if (top && kind) {
        if (kind === 'typeAlias' || kind === 'variable') return { kind, name: top.name };
        return {
          kind: 'item',
          itemKind: kind,
          name: top.name,
          id: ids.get(top.name)!,
          ...(top.member ? { member: top.member } : {}),
        };
      }
    }
    const symbolId = type.symbolId;
    if (symbolId && symbolId.packageName === packageName) {
      const key = internalKey(symbolId);
      internalKeys.add(key);
      return { kind: 'internal', key };
    }
    // Declared by the site in place of TypeScript's DOM library: linked by name, like TypeScript's own.
    if (symbolId?.fileName && !path.relative(apiSourceDir, symbolId.fileName).startsWith('..'))
      return { kind: 'external' };
    return { kind: 'external', ...(type.package ? { packageName: type.package } : {}) };
  };

  const resolveLink: LinkResolver = (part) => {
    const target = part.target;
    if (typeof target === 'string') return target;
    if (target instanceof ReflectionSymbolId) {
      return target.packageName === packageName ? `api:internal/${internalKey(target)}` : undefined;
    }
    const top = target && topLevelOf(target);
    return top && kindOf.has(top.name) ? `api:${top.name}${top.member ? `#${top.member}` : ''}` : undefined;
  };

  const noProperties = new Map();
  const cx: ConvertContext = {
    resolveTarget,
    resolveLink,
    paramProperties: (signature) => {
      const declaration = run.signatureDeclarations.get(signature);
      return declaration ? paramPropertyTags(declaration) : noProperties;
    },
    isGenericArray: (type) => run.genericArrays.has(type),
  };
  const items: ApiItem[] = [];
  const typeAliases: ApiTypeAlias[] = [];
  const variables: ApiVariable[] = [];
  for (const entry of classified) {
    const { reflection } = entry;
    // `export * as Kind`: the namespace's own file is `kinds_.d.ts`; the export and its type half live in `kinds.d.ts`.
    const typeHalf = run.typeHalves.get(entry.name);
    const info = typeHalf ? sourceOfNode(typeHalf.declaration, entry.name) : sourceInfo(reflection);
    if (entry.kind === 'typeAlias') {
      typeAliases.push({
        name: entry.name,
        ...info,
        typeParameters: convertTypeParameters(reflection.typeParameters, cx),
        type: convertType(reflection.type, cx),
        doc: convertComment(reflection.comment, resolveLink),
        referencedBy: [],
      });
      continue;
    }
    if (entry.kind === 'variable') {
      variables.push({
        name: entry.name,
        ...info,
        type: convertType(reflection.type, cx),
        ...(reflection.defaultValue !== undefined ? { defaultValue: reflection.defaultValue } : {}),
        doc: convertComment(reflection.comment, resolveLink),
      });
      continue;
    }
    const base = {
      id: ids.get(entry.name)!,
      name: entry.name,
      ...info,
      doc: convertComment(
        reflection.comment ??
          reflection.signatures?.[0]?.comment ??
          ('alias' in entry ? entry.alias?.comment : undefined),
        resolveLink,
      ),
      typeOnly: run.typeOnlyExports.has(entry.name),
      ...('defaultExport' in entry && entry.defaultExport ? { defaultExport: true as const } : {}),
      referencedBy: [],
    };
    const children = reflection.children ?? [];
    const internal: string[] = [];
    const members = () => {
      const converted = convertMembers(children, cx, { internal });
      return { members: converted, ...(internal.length ? { internalMembers: internal } : {}) };
    };
    switch (entry.kind) {
      case 'function': {
        const signatures = (reflection.signatures ?? []).map((s) => convertSignature(s, cx));
        items.push({
          ...base,
          ...(signatures.length > 1 ? { doc: overloadsDoc(signatures) } : {}),
          kind: 'function',
          signatures,
        });
        break;
      }
      case 'class':
        items.push({
          ...base,
          kind: 'class',
          extends: (reflection.extendedTypes ?? []).map((t) => convertType(t, cx)),
          implements: (reflection.implementedTypes ?? []).map((t) => convertType(t, cx)),
          extendedBy: [],
          typeParameters: convertTypeParameters(reflection.typeParameters, cx),
          constructors: children
            .filter((c) => c.kind === ReflectionKind.Constructor)
            .flatMap((c) => (c.signatures ?? []).map((s) => convertSignature(s, cx))),
          ...members(),
        });
        break;
      case 'interface':
        items.push({
          ...base,
          kind: 'interface',
          extends: (reflection.extendedTypes ?? []).map((t) => convertType(t, cx)),
          extendedBy: [],
          implementedBy: [],
          typeParameters: convertTypeParameters(reflection.typeParameters, cx),
          ...members(),
          indexSignatures: (reflection.indexSignatures ?? []).map((s) => convertSignature(s, cx)),
          callSignatures: (reflection.signatures ?? []).map((s) => convertSignature(s, cx)),
        });
        break;
      case 'enum':
        items.push({
          ...base,
          kind: 'enum',
          pattern: entry.pattern!,
          members: convertEnumMembers(entry, resolveLink),
          ...(entry.alias
            ? {
                typeHalf: {
                  type: convertType(entry.alias.type, cx),
                  doc: convertComment(entry.alias.comment, resolveLink),
                },
              }
            : {}),
          ...(typeHalf
            ? {
                typeHalf: {
                  type: convertType(typeHalf.type, cx),
                  doc: parseDocText(typeHalf.doc, (name) => (kindOf.has(name) ? `api:${name}` : undefined)),
                  ...(typeHalf.imports.length ? { imports: typeHalf.imports } : {}),
                },
              }
            : {}),
        });
        break;
    }
  }
  return { items, typeAliases, variables, internalKeys, resolveLink };
}

/**
 * Sorted: items by kind then name (their ids), then type aliases and variables by name. A default
 * export is named by its declaration (`export { default } from 'dataloader'` documents `DataLoader`).
 */
function classifyExports(run: TypeDocRun): Classified[] {
  const byName = new Map<string, DeclarationReflection[]>();
  for (const child of run.project.children ?? []) byName.set(child.name, [...(byName.get(child.name) ?? []), child]);
  const declaredAsClass = new Set(
    [...run.exportNameOf].filter(([symbol]) => symbol.flags & ts.SymbolFlags.Class).map(([, name]) => name),
  );
  const result: Classified[] = [];
  for (const [exportName, reflections] of byName) {
    const find = (kind: ReflectionKind) => reflections.find((r) => r.kind === kind);
    const namespace = find(ReflectionKind.Namespace);
    const tsEnum = find(ReflectionKind.Enum);
    const variable = find(ReflectionKind.Variable);
    const alias = find(ReflectionKind.TypeAlias);
    const declaration = find(ReflectionKind.Class) ?? find(ReflectionKind.Interface) ?? find(ReflectionKind.Function);
    const name = exportName === 'default' ? declaredName(run, reflections[0]!) : exportName;
    const defaultExport = exportName === 'default' ? { defaultExport: true as const } : {};
    if (namespace && !declaration)
      result.push({ kind: 'enum', name, reflection: namespace, alias, pattern: 'namespace', ...defaultExport });
    // Older packages declare their enums with TypeScript's `enum` keyword.
    else if (tsEnum) result.push({ kind: 'enum', name, reflection: tsEnum, pattern: 'enum', ...defaultExport });
    else if (variable && alias && isConstObject(variable))
      result.push({ kind: 'enum', name, reflection: variable, alias, pattern: 'const-object', ...defaultExport });
    else if (declaration?.kind === ReflectionKind.Class || (declaration && declaredAsClass.has(exportName))) {
      result.push({ kind: 'class', name, reflection: declaration, ...defaultExport });
    } else if (declaration?.kind === ReflectionKind.Interface)
      result.push({ kind: 'interface', name, reflection: declaration, ...defaultExport });
    else if (declaration?.kind === ReflectionKind.Function)
      result.push({ kind: 'function', name, reflection: declaration, ...defaultExport });
    else {
      if (alias) result.push({ kind: 'typeAlias', name, reflection: alias });
      if (variable) result.push({ kind: 'variable', name, reflection: variable });
    }
    // A namespace merged with a class, function or interface holds its types (`declare class DataLoader`
    // beside `declare namespace DataLoader { type Options }`, as `export =` packages write them): each is
    // documented by its qualified name, `DataLoader.Options`.
    if (namespace && declaration)
      for (const child of namespace.children ?? []) {
        const qualified = `${name}.${child.name}`;
        if (child.kind === ReflectionKind.TypeAlias)
          result.push({ kind: 'typeAlias', name: qualified, reflection: child });
        else if (child.kind === ReflectionKind.Interface)
          result.push({ kind: 'interface', name: qualified, reflection: child });
        else if (child.kind === ReflectionKind.Class)
          result.push({ kind: 'class', name: qualified, reflection: child });
        else if (child.kind === ReflectionKind.Function)
          result.push({ kind: 'function', name: qualified, reflection: child });
        else if (child.kind === ReflectionKind.Variable)
          result.push({ kind: 'variable', name: qualified, reflection: child });
      }
  }
  const rank = (kind: Classified['kind']) => [...KIND_ORDER, 'typeAlias', 'variable'].indexOf(kind);
  return result.sort((a, b) => rank(a.kind) - rank(b.kind) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The name a default export is declared with (`declare class DataLoader`); `default` when it has none. */
function declaredName(run: TypeDocRun, reflection: DeclarationReflection): string {
  return run.project.getSymbolIdFromReflection(reflection)?.qualifiedName.split('.')[0] || 'default';
}

/** `const X: { readonly A: 'a'; ... }`: every property a literal. */
function isConstObject(variable: DeclarationReflection): boolean {
  const type = variable.type;
  if (type?.type !== 'reflection') return false;
  const props = type.declaration.children ?? [];
  return props.length > 0 && props.every((p) => p.type?.type === 'literal');
}

function convertEnumMembers(
  entry: Extract<Classified, { kind: ApiItemKind }>,
  resolveLink: LinkResolver,
): ApiEnumMember[] {
  const { reflection } = entry;
  const children =
    entry.pattern === 'namespace'
      ? (reflection.children ?? []).filter((c) => c.kind === ReflectionKind.Variable)
      : entry.pattern === 'enum'
        ? (reflection.children ?? []).filter((c) => c.kind === ReflectionKind.EnumMember)
        : reflection.type?.type === 'reflection'
          ? (reflection.type.declaration.children ?? [])
          : [];
  return children.map((child) => {
    const literal = child.type?.type === 'literal' ? child.type.value : null;
    return {
      name: child.name,
      value: typeof literal === 'bigint' ? Number(literal) : literal,
      doc: child.comment ? convertComment(child.comment, resolveLink) : emptyDoc(),
    };
  });
}
