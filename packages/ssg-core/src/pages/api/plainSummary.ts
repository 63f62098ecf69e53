// The first sentence of a summary as plain text: for meta descriptions and one-line lists.
import { markdownBlocks } from '../../text/markdownToText.ts';

/**
 * The summary's first sentence. A first paragraph without final punctuation is a title
 * ("Schema Definition"): it counts as a sentence, and the next one is added to it.
 */
export function plainSummary(markdown: string, maxLength = 200): string {
  const paragraphs = markdownBlocks(markdown);
  const sentences = paragraphs.flatMap((p) => (/[.!?:]$/.test(p) ? splitSentences(p) : [`${p}.`]));
  let text = sentences[0] ?? '';
  if (text.length < 40 && sentences[1] && !/[.!?:]$/.test(paragraphs[0] ?? '.')) text = `${text} ${sentences[1]}`;
  // A sentence that introduces a list ("Strips characters ...:") ends the description; the items are blocks of their own.
  if (text.endsWith(':')) text = `${text.slice(0, -1)}.`;
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

function splitSentences(paragraph: string): string[] {
  // A sentence ends at . ! ? followed by a space and a capital; `e.g. foo` does not.
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z`"'(])/);
}
