import { renderInPlace } from '@sitegen/runtime/renderInPlace.tsx';
import { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx';

/**
 * The code blocks of prerendered HTML (a first load, see StaticPart), made live again: each is
 * rendered anew, in place and identical, from what its DOM holds, so that its buttons work.
 * Returns the cleanup.
 */
export function activateCodeBlocks(root: HTMLElement): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('.sg-code')].map((block) => {
    const code = block.querySelector('code');
    const title = block.querySelector('.sg-code__title');
    const props: CodeBlockProps = {
      html: code?.innerHTML ?? '',
      code: code?.textContent ?? '',
      ...(block.dataset.lang ? { lang: block.dataset.lang } : {}),
      ...(title ? { title: title.textContent ?? '' } : {}),
      ...(block.classList.contains('sg-code--output') ? { output: true } : {}),
    };
    return renderInPlace(block, <CodeBlock {...props} />);
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
