// One overload as the page shows it: the printed signature plus tables of its type
// parameters and parameters, and its own doc when it says more than the item's.
import type { ParamView, SignatureView } from '@sitegen/theme/api/apiView.ts';
import type { ApiDoc, ApiSignature, ApiTypeParameter } from '../../typedoc/ApiModel.ts';
import type { ApiMarkdown } from './createApiMarkdown.ts';
import type { TypeFormatter } from './formatType.ts';

export interface SignatureContext {
  md: ApiMarkdown;
  fmt: TypeFormatter;
  /** Declaring file, for diagnostics. */
  file: string;
}

export interface SignatureOptions {
  /** Printed before the parameter list: the function or method name, `new Name`... */
  prefix: string;
  /** The doc already shown above it (the item's or member's): its summary is not repeated. */
  parentDoc?: ApiDoc;
  /** Constructors print no return type. */
  noReturn?: boolean;
}

export async function buildSignatureView(
  s: ApiSignature,
  ctx: SignatureContext,
  options: SignatureOptions,
): Promise<SignatureView> {
  const { md, fmt, file } = ctx;
  const view: SignatureView = { code: fmt.signature(s, { prefix: options.prefix, noReturn: options.noReturn }) };
  if (s.typeParameters.length) view.typeParameters = await buildTypeParameterViews(s.typeParameters, ctx);
  if (s.parameters.length) {
    view.parameters = await Promise.all(
      s.parameters.map(async (p) => {
        const param: ParamView = { name: p.name, type: fmt.type(p.type) };
        if (p.optional) param.optional = true;
        if (p.rest) param.rest = true;
        if (p.defaultValue !== undefined) param.defaultValue = [p.defaultValue];
        const doc = await md.render(p.description, file);
        if (doc) param.doc = doc;
        if (p.properties) {
          param.properties = await Promise.all(
            p.properties.map(async (prop) => ({
              name: prop.name,
              ...(prop.optional ? { optional: true as const } : {}),
              doc: (await md.render(prop.description, file)) ?? [],
            })),
          );
        }
        return param;
      }),
    );
  }
  const doc = await md.doc(withoutRepeats(s.doc, options.parentDoc), file);
  if (Object.keys(doc).length) view.doc = doc;
  return view;
}

export async function buildTypeParameterViews(params: ApiTypeParameter[], ctx: SignatureContext): Promise<ParamView[]> {
  return Promise.all(
    params.map(async (p) => {
      const view: ParamView = { name: p.name };
      if (p.constraint) view.constraint = ctx.fmt.type(p.constraint);
      if (p.default) view.defaultValue = ctx.fmt.type(p.default);
      const doc = await ctx.md.render(p.description, ctx.file);
      if (doc) view.doc = doc;
      return view;
    }),
  );
}

/**
 * TypeDoc copies a function's comment onto its signature: keep only what the parent
 * does not already show, so a page never prints the same summary or example twice.
 */
function withoutRepeats(doc: ApiDoc, parent: ApiDoc | undefined): ApiDoc {
  if (!parent) return doc;
  const shownExamples = new Set(parent.examples.map((e) => e.code));
  const shownThrows = new Set(parent.throws);
  return {
    ...doc,
    summary: doc.summary === parent.summary ? '' : doc.summary,
    remarks: doc.remarks === parent.remarks ? undefined : doc.remarks,
    examples: doc.examples.filter((e) => !shownExamples.has(e.code)),
    throws: doc.throws.filter((t) => !shownThrows.has(t)),
    see: doc.see.filter((t) => !parent.see.includes(t)),
    deprecated: doc.deprecated === parent.deprecated ? undefined : doc.deprecated,
    blockTags: doc.blockTags.filter((t) => !parent.blockTags.some((p) => p.tag === t.tag && p.content === t.content)),
    modifiers: doc.modifiers.filter((m) => !parent.modifiers.includes(m)),
  };
}
