import { messageOf } from '@sitegen/runtime/messageOf.ts';
import { loadPageParts } from '../pages/loadPageParts.ts';

/** What activateCodeBlocks makes live, and the controls in them a reader may use before it has. */
const LIVE_PARTS = '.sg-code, .sg-tabs, .sg-playground';
const CONTROLS = '.sg-code button, .sg-tabs [role="tab"], .sg-playground button';

/**
 * StaticPart's `activate` for prerendered content: its code blocks, tabs and playgrounds are made
 * live by activateCodeBlocks, whose code (pageParts) loads now rather than with the page's first
 * load. A click on one of their controls meanwhile is held, and given to the same control once it
 * is live, so that the first Copy, Run or tab click works. Returns the cleanup.
 */
export function activateContent(root: HTMLElement): () => void {
  if (!root.querySelector(LIVE_PARTS)) return () => {};
  const controls = () => [...root.querySelectorAll<HTMLElement>(CONTROLS)];
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
      cleanup = parts.activateCodeBlocks(root);
      if (held) replay(held, controls);
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

/** Clicks the live control that took the held one's place: React renders it in place within a few frames. */
function replay(held: { control: Element; index: number }, controls: () => HTMLElement[], frames = 30): void {
  if (!held.control.isConnected) controls()[held.index]?.click();
  else if (frames > 0) requestAnimationFrame(() => replay(held, controls, frames - 1));
}
