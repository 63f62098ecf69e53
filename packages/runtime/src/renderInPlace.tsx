import { useLayoutEffect, type ReactNode } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { type RuntimeApi, RuntimeContext } from './RuntimeContext.ts';

// The browser's renderer, handed over by the client when it starts (client.tsx). Not imported
// here: the build imports the theme to prerender it, and loading react-dom's client renderer,
// which it never uses, would cost every build a tenth of a second.
let createRoot: typeof CreateRoot | undefined;

export function setPartRenderer(create: typeof CreateRoot): void {
  createRoot = create;
}

/**
 * Renders `node` in place of `element` (a component of prerendered HTML that must work again,
 * see StaticPart), in a React root of its own. The new DOM takes the old one's place only once
 * rendered, before the next paint, in a box-less host: nothing moves. The root is given the app's
 * `runtime` (its links, the live samples' code). Returns the cleanup.
 */
export function renderInPlace(element: Element, node: ReactNode, runtime: RuntimeApi): () => void {
  if (!createRoot) throw new Error('renderInPlace runs in the browser, once the client has started.');
  const host = document.createElement('div');
  host.style.display = 'contents';
  const root = createRoot(host);
  root.render(
    <RuntimeContext.Provider value={runtime}>
      <Rendered then={() => element.replaceWith(host)}>{node}</Rendered>
    </RuntimeContext.Provider>,
  );
  return () => root.unmount();
}

function Rendered({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}
