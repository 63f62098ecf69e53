// A model's root exports as one list, whatever their kind: the unit the API diff compares.
import type {
  ApiDoc,
  ApiItem,
  ApiItemKind,
  ApiMember,
  ApiModel,
  ApiTypeAlias,
  ApiVariable,
} from '../typedoc/ApiModel.ts';

export type ApiExportKind = ApiItemKind | 'typeAlias' | 'variable';

/** An export of one version: enough to name it and link its page (or its section of the types page). */
export interface ApiItemRef {
  name: string;
  kind: ApiExportKind;
  module: string;
}

/** One export of a model, whatever its kind. */
export type ApiExport =
  | { ref: ApiItemRef; doc: ApiDoc; item: ApiItem }
  | { ref: ApiItemRef; doc: ApiDoc; alias: ApiTypeAlias }
  | { ref: ApiItemRef; doc: ApiDoc; variable: ApiVariable };

/** Every export of a model by name. */
export function exportsOf(model: ApiModel): Map<string, ApiExport> {
  const ref = (x: { name: string; module: string }, kind: ApiExportKind) => ({ name: x.name, kind, module: x.module });
  return new Map<string, ApiExport>([
    ...model.items.map((item) => [item.name, { ref: ref(item, item.kind), doc: item.doc, item }] as const),
    ...model.typeAliases.map((alias) => [alias.name, { ref: ref(alias, 'typeAlias'), doc: alias.doc, alias }] as const),
    ...model.variables.map(
      (variable) => [variable.name, { ref: ref(variable, 'variable'), doc: variable.doc, variable }] as const,
    ),
  ]);
}

/**
 * A class's or interface's members, inherited ones included (a member that moved to a base type,
 * as when RunArgs came to extend ExecutionArgs, is still there), each with its key.
 */
export function membersWithKeys(item: ApiItem): { key: string; member: ApiMember }[] {
  if (item.kind !== 'class' && item.kind !== 'interface') return [];
  return item.members.map((member) => ({ key: member.flags.static ? `static ${member.name}` : member.name, member }));
}
