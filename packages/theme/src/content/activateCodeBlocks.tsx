import { renderInPlace } from '@sitegen/runtime/renderInPlace.tsx';
import { Playground, type PlaygroundProps } from '../live/Playground.tsx';
import { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx';

/**
 * The code blocks and playgrounds of prerendered HTML (a first load, see StaticPart), made live
 * again: each is rendered anew, in place and identical, from what its DOM holds, so that its
 * buttons work. A live sample is its wrapper (`.sg-live`): the block with its Run bar and result.
 * Returns the cleanup.
 */
export function activateCodeBlocks(root: HTMLElement): () => void {
  const playgrounds = [...root.querySelectorAll<HTMLElement>('.sg-playground')].map((element) => renderInPlace(element, <Playground {...playgroundProps(element)} />));
  const blocks = [...root.querySelectorAll<HTMLElement>('.sg-code')].flatMap((block) => {
    if (block.closest('.sg-playground')) return [];
    const live = block.parentElement?.classList.contains('sg-live') ? block.parentElement : undefined;
    return [renderInPlace(live ?? block, <CodeBlock {...codeBlockProps(block)} {...(live ? { live: true } : {})} />)];
  });
  return () => [...playgrounds, ...blocks].forEach((cleanup) => cleanup());
}

function codeBlockProps(block: HTMLElement): CodeBlockProps {
  const code = block.querySelector('code');
  const title = block.querySelector('.sg-code__title');
  return {
    html: code?.innerHTML ?? '',
    code: code?.textContent ?? '',
    ...(block.dataset.lang ? { lang: block.dataset.lang } : {}),
    ...(title ? { title: title.textContent ?? '' } : {}),
    ...(block.classList.contains('sg-code--output') ? { output: true } : {}),
  };
}

/** A playground's parts as prerendered: each field holds its part's text (the root value's only when it has one). */
function playgroundProps(element: HTMLElement): PlaygroundProps {
  const part = (name: string) => element.querySelector<HTMLTextAreaElement>(`.sg-playground__part--${name} textarea`)?.value ?? '';
  const title = element.querySelector(':scope > .sg-code__title')?.textContent;
  return { schema: part('schema'), query: part('query'), variables: part('variables'), rootValue: part('rootValue'), ...(title ? { title } : {}) };
}
