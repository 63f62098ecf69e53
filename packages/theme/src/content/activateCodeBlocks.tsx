import { useEffect, useRef } from 'react';
import { renderInPlace } from '@sitegen/runtime/renderInPlace.tsx';
import { type RuntimeApi, useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { Playground, type PlaygroundField, type PlaygroundProps } from '../live/Playground.tsx';
import { CodeBlock, type CodeBlockProps } from './CodeBlock.tsx';
import type { OutputMark } from './outputMark.ts';
import { TabItem, Tabs } from './Tabs.tsx';

/**
 * The tabs, code blocks and playgrounds of prerendered HTML (a first load, see StaticPart), made
 * live again: each is rendered anew, in place and identical, from what its DOM holds, so that its
 * buttons work. A live sample is its wrapper (`.sg-live`): the block with its Run bar and result.
 * A tab panel keeps its HTML, and what is inside it is made live in turn. Each is given the app's
 * `runtime` (the live samples find their code there). Returns the cleanup.
 */
export function activateCodeBlocks(root: HTMLElement, runtime: RuntimeApi): () => void {
  const outside = (element: Element, part: string) =>
    element.parentElement?.closest(`${part}, .sg-tabs`) === root.closest(`${part}, .sg-tabs`);
  const tabs = [...root.querySelectorAll<HTMLElement>('.sg-tabs')]
    .filter((element) => outside(element, '.sg-tabs'))
    .map((element) => renderInPlace(element, tabsOf(element), runtime));
  const playgrounds = [...root.querySelectorAll<HTMLElement>('.sg-playground')]
    .filter((element) => outside(element, '.sg-playground'))
    .map((element) => renderInPlace(element, <Playground {...playgroundProps(element)} />, runtime));
  const blocks = [...root.querySelectorAll<HTMLElement>('.sg-code')].flatMap((block) => {
    if (!outside(block, '.sg-playground')) return [];
    const live = block.parentElement?.classList.contains('sg-live') ? block.parentElement : undefined;
    return [
      renderInPlace(live ?? block, <CodeBlock {...codeBlockProps(block)} {...(live ? { live: true } : {})} />, runtime),
    ];
  });
  return () => [...tabs, ...playgrounds, ...blocks].forEach((cleanup) => cleanup());
}

/** Tabs as prerendered: each tab's label and value, the one selected first, and its panel's HTML. */
function tabsOf(element: HTMLElement) {
  const panels = element.querySelectorAll(':scope > [role="tabpanel"]');
  return (
    <Tabs groupId={element.dataset.group}>
      {[...element.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')].map((tab, i) => (
        <TabItem
          key={tab.dataset.value}
          label={tab.textContent ?? ''}
          value={tab.dataset.value!}
          default={tab.getAttribute('aria-selected') === 'true'}
        >
          <LiveHtml html={panels[i]?.innerHTML ?? ''} />
        </TabItem>
      ))}
    </Tabs>
  );
}

/** Prerendered HTML kept as it is, with its tabs, code blocks and playgrounds made live. */
function LiveHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const runtime = useRuntime();
  useEffect(() => activateCodeBlocks(ref.current!, runtime), [runtime]);
  return <div ref={ref} className="sg-static" dangerouslySetInnerHTML={{ __html: html }} />;
}

function codeBlockProps(block: HTMLElement): CodeBlockProps {
  const code = block.querySelector('code');
  const title = block.querySelector('.sg-code__title');
  return {
    html: code?.innerHTML ?? '',
    code: code?.textContent ?? '',
    ...(block.dataset.lang ? { lang: block.dataset.lang } : {}),
    ...(title ? { title: title.textContent ?? '' } : {}),
    ...(block.dataset.output ? { output: block.dataset.output as OutputMark } : {}),
    ...(block.dataset.lineNumbers !== undefined ? { showLineNumbers: true } : {}),
  };
}

/** A playground as prerendered: each field holds its part's text (a folded part's only when the block gives it). */
function playgroundProps(element: HTMLElement): PlaygroundProps {
  const parts = [...element.querySelectorAll<HTMLElement>('.sg-playground__part')].map((part): PlaygroundField => {
    const name = [...part.classList]
      .find((c) => c.startsWith('sg-playground__part--'))!
      .slice('sg-playground__part--'.length);
    const summary = part.closest('details')?.querySelector('summary')?.textContent;
    return {
      name,
      label: part.querySelector('.sg-playground__label')?.textContent ?? '',
      value: part.querySelector('textarea')?.value ?? '',
      ...(part.dataset.short ? { short: part.dataset.short } : {}),
      ...(summary ? { folded: summary } : {}),
    };
  });
  const title = element.querySelector(':scope > .sg-code__title')?.textContent;
  return {
    playground: element.dataset.playground ?? '',
    label: element.getAttribute('aria-label') ?? '',
    parts: JSON.stringify(parts),
    ...(title ? { title } : {}),
  };
}
