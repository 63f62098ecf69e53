import { useEffect } from 'react';

const MARK = '__sgMobileNav';

type Marked = Record<string, unknown> | null;

/**
 * While `open`, the browser's Back button closes the panel instead of leaving the page.
 * Opening adds a history entry with the same URL; popping it closes the panel. The router
 * must not see that pop (it would treat it as a navigation and scroll to the top), so the
 * listener runs in the capture phase, before the router's, and stops the event.
 */
export function useCloseOnBack(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as Marked), [MARK]: true }, '');
    let popped = false;
    const onPop = (event: PopStateEvent) => {
      popped = true;
      event.stopImmediatePropagation();
      close();
    };
    window.addEventListener('popstate', onPop, true);
    return () => {
      window.removeEventListener('popstate', onPop, true);
      // Closed another way (button, wider window): drop our entry, silently. After a link
      // was followed the router's new entry is on top and ours stays behind it, harmless.
      if (!popped && (window.history.state as Marked)?.[MARK]) {
        const swallow = (event: PopStateEvent) => {
          event.stopImmediatePropagation();
          window.removeEventListener('popstate', swallow, true);
        };
        window.addEventListener('popstate', swallow, true);
        window.history.back();
      }
    };
  }, [open, close]);
}
