import { messageOf } from '@sitegen/runtime/messageOf.ts';
import type { RuntimeApi } from '@sitegen/runtime/RuntimeContext.ts';
import { loadPageParts } from '../pages/loadPageParts.ts';

/** What activateCodeBlocks makes live, the controls in them a reader may click before it has, and what may hold the focus. */
const LIVE_PARTS = '.sg-code, .sg-tabs, .sg-playground';
const CONTROLS = ':is(.sg-code, .sg-live, .sg-playground) button, .sg-tabs [role="tab"]';
const FOCUSABLE =
  ':is(.sg-code, .sg-live, .sg-tabs, .sg-playground) :is(a[href], button, input, textarea, select, [tabindex])';
const PARTS = '.sg-code, .sg-live, .sg-tabs, .sg-playground';

/**
 * StaticPart's `activate` for prerendered content: its code blocks, tabs and playgrounds are made
 * live by activateCodeBlocks, whose code (pageParts) loads now rather than with the page's first
 * load. A click on one of their controls meanwhile is held, and given to the same control once it
 * is live, so that the first Copy, Run or tab click works; the focus, when a reader has moved it into
 * one, moves to the same element of the live block. Returns the cleanup.
 */
export function activateContent(root: HTMLElement, runtime: RuntimeApi): () => void {
  if (!root.querySelector(LIVE_PARTS)) return () => {};
  const all = (selector: string) => () => [...root.querySelectorAll<HTMLElement>(selector)];
  const controls = all(CONTROLS);
  const liveParts = all(PARTS);
  let held: { control: Element; index: number } | undefined;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { control, index: controls().indexOf(control as HTMLElement) };
  };
  root.addEventListener('click', hold, true);
  let cleanup: (() => void) | undefined;
  let stopped = false;
  loadPageParts().then(
    (parts) => {
      root.removeEventListener('click', hold, true);
      if (stopped) return;
      const focused = document.activeElement?.matches(FOCUSABLE) ? document.activeElement : null;
      // The focused element's part, by its place among them (the live page has the same parts in the same order).
      const partIndex = focused ? liveParts().indexOf(focused.closest<HTMLElement>(PARTS)!) : -1;
      cleanup = parts.activateCodeBlocks(root, runtime);
      if (held) {
        const { control, index } = held;
        whenReplaced(control, () => controls()[index]?.click());
      }
      if (focused && root.contains(focused)) {
        // Unless the reader has moved the focus on meanwhile (it is on <body> once the element is gone).
        whenReplaced(focused, () => {
          if (document.activeElement !== document.body) return;
          const same = [...(liveParts()[partIndex]?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(
            (element) => element.tagName === focused.tagName && nameOf(element) === nameOf(focused),
          );
          same?.focus({ preventScroll: true });
        });
      }
    },
    (error: unknown) => {
      root.removeEventListener('click', hold, true);
      console.warn(`[sitegen] Could not load the code of the page's code blocks: ${messageOf(error)}`);
    },
  );
  return () => {
    stopped = true;
    root.removeEventListener('click', hold, true);
    cleanup?.();
  };
}

/** What tells a control from its neighbours: its label, or its text. */
const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent;

/** Calls `then` once React has rendered the live block in place of `element`, within a few frames. */
function whenReplaced(element: Element, then: () => void, frames = 30): void {
  if (!element.isConnected) then();
  else if (frames > 0) requestAnimationFrame(() => whenReplaced(element, then, frames - 1));
}
