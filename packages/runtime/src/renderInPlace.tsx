import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders `node` in place of `element` (a component of prerendered HTML that must work again,
 * see StaticPart), in a React root of its own. The new DOM takes the old one's place only once
 * rendered, before the next paint, in a box-less host: nothing moves. Returns the cleanup.
 */
export function renderInPlace(element: Element, node: ReactNode): () => void {
  const host = document.createElement('div');
  host.style.display = 'contents';
  const root = createRoot(host);
  root.render(<Rendered then={() => element.replaceWith(host)}>{node}</Rendered>);
  return () => root.unmount();
}

function Rendered({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}
