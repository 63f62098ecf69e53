// Doc comments -> ApiDoc (markdown strings). `{@link X}` becomes `[X](api:X)`, see ApiModel.ts.
import ts from 'typescript';
import type { Comment, CommentDisplayPart, CommentTag } from 'typedoc';
import type { ApiDoc, ApiExample, ApiParamProperty } from './ApiModel.ts';

/** Turns the target of a `{@link}` into an `api:` URL, or undefined when it points nowhere we know. */
export type LinkResolver = (part: Extract<CommentDisplayPart, { kind: 'inline-tag' }>) => string | undefined;

export function emptyDoc(): ApiDoc {
  return { summary: '', examples: [], throws: [], see: [], blockTags: [], modifiers: [], hasComment: false };
}

export function convertComment(comment: Comment | undefined, resolveLink: LinkResolver): ApiDoc {
  const doc = emptyDoc();
  if (!comment) return doc;
  doc.hasComment = true;
  doc.summary = formatParts(comment.summary, resolveLink);
  doc.modifiers = [...comment.modifierTags].sort();
  for (const tag of comment.blockTags) addBlockTag(doc, tag.tag, formatParts(tag.content, resolveLink), tag);
  return doc;
}

function addBlockTag(doc: ApiDoc, tag: string, content: string, original?: CommentTag): void {
  switch (tag) {
    case '@remarks':
      doc.remarks = doc.remarks ? `${doc.remarks}\n\n${content}` : content;
      break;
    case '@example':
      doc.examples.push(...parseExample(content, original?.name));
      break;
    case '@deprecated':
      doc.deprecated = content;
      break;
    case '@returns':
      doc.returns = content;
      break;
    case '@throws':
      doc.throws.push(content);
      break;
    case '@see':
      doc.see.push(content);
      break;
    case '@category':
      break; // read by categoryOf()
    default:
      doc.blockTags.push({ tag, content });
  }
}

/** The `@category` block tag of a comment, if any. */
export function categoryOf(comment: Comment | undefined): string | undefined {
  const tag = comment?.blockTags.find((t) => t.tag === '@category');
  return tag
    ? tag.content
        .map((p) => p.text)
        .join('')
        .trim()
    : undefined;
}

export function formatParts(parts: readonly CommentDisplayPart[], resolveLink: LinkResolver): string {
  return parts
    .map((part) => {
      if (part.kind !== 'inline-tag') return part.text;
      if (part.tag === '@link' || part.tag === '@linkcode' || part.tag === '@linkplain') {
        const url = resolveLink(part);
        const label = part.tag === '@linkcode' ? `\`${part.text}\`` : part.text;
        return url ? `[${label}](${url})` : `\`${part.text}\``;
      }
      return part.text;
    })
    .join('')
    .trim();
}

/** Splits an `@example` body into one entry per fenced code block; unfenced bodies are code. */
export function parseExample(markdown: string, caption?: string): ApiExample[] {
  const fence = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
  const examples: ApiExample[] = [];
  let last = 0;
  for (const match of markdown.matchAll(fence)) {
    const description = [caption, markdown.slice(last, match.index).trim()].filter(Boolean).join('\n\n');
    examples.push({ description, code: match[2].replace(/\n$/, ''), lang: match[1] || 'ts' });
    caption = undefined;
    last = match.index + match[0].length;
  }
  const rest = markdown.slice(last).trim();
  if (!examples.length)
    return markdown.trim() ? [{ description: caption ?? '', code: markdown.trim(), lang: 'ts' }] : [];
  if (rest)
    examples[examples.length - 1].description += (examples[examples.length - 1].description ? '\n\n' : '') + rest;
  return examples;
}

/**
 * Parses raw JSDoc text (`/** ... *\/`) for declarations TypeDoc did not convert (internal types).
 * `{@link X}` resolves through `resolveName`.
 */
export function parseDocText(raw: string | undefined, resolveName: (name: string) => string | undefined): ApiDoc {
  const doc = emptyDoc();
  if (!raw) return doc;
  doc.hasComment = true;
  const body = raw
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .replace(
      /\{@link(code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
      (_all, variant: string | undefined, target: string, label: string) => {
        const text = label.trim() || target;
        const url = resolveName(target);
        const shown = variant === 'code' ? `\`${text}\`` : text;
        return url ? `[${shown}](${url})` : `\`${text}\``;
      },
    );
  const [summary, ...tagChunks] = body.split(/^(?=@\w+)/m);
  doc.summary = summary.trim();
  for (const chunk of tagChunks) {
    const match = /^(@\w+)\s*([\s\S]*)$/.exec(chunk);
    if (!match) continue;
    const content = match[2].trim();
    if (!content && ['@internal', '@experimental', '@alpha', '@beta', '@readonly'].includes(match[1])) {
      doc.modifiers.push(match[1]);
    } else {
      addBlockTag(doc, match[1], content);
    }
  }
  return doc;
}

/**
 * The `@param a.b - ...` tags of a declaration's JSDoc, by parameter name (`a`), read with
 * TypeScript's JSDoc parser. `{@link X}` in their text becomes `X` as code.
 */
export function paramPropertyTags(declaration: ts.Node): Map<string, ApiParamProperty[]> {
  const byParameter = new Map<string, ApiParamProperty[]>();
  for (const tag of ts.getJSDocTags(declaration)) {
    if (!ts.isJSDocParameterTag(tag) || !ts.isQualifiedName(tag.name)) continue;
    const [parameter, ...path] = tag.name.getText().split('.');
    const description = (ts.getTextOfJSDocComment(tag.comment) ?? '')
      .replace(/^\s*-\s*/, '')
      .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)[^}]*\}/g, '`$1`')
      .trim();
    const entry: ApiParamProperty = {
      name: path.join('.'),
      ...(tag.isBracketed ? { optional: true } : {}),
      description,
    };
    byParameter.set(parameter, [...(byParameter.get(parameter) ?? []), entry]);
  }
  return byParameter;
}
