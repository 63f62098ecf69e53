import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { collapseDuration } from './collapseDuration.ts';

interface Props {
  open: boolean;
  id?: string;
  className?: string;
  /**
   * Leave the content out of the page until the first open (the API sidebar holds hundreds of
   * links); once opened it stays mounted, so that closing can animate.
   */
  lazy?: boolean;
  children: ReactNode;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A block that opens and closes by animating its height, over a duration that grows
 * with the content's height. Closed content is `visibility: hidden` (CSS, from
 * `data-collapsed`), so it is not reachable by Tab or by screen readers.
 */
export function Collapsible({ open, id, className, lazy, children }: Props) {
  const [everOpen, setEverOpen] = useState(open);
  if (open && !everOpen) setEverOpen(true);
  const ref = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  const stop = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || wasOpen.current === open) return;
    wasOpen.current = open;
    stop.current();
    if (reducedMotion()) return;
    const full = element.scrollHeight;
    const duration = collapseDuration(full);
    // Start from the height it had, force a layout, then transition to the other end.
    Object.assign(element.style, {
      transition: 'none',
      height: `${open ? 0 : full}px`,
      visibility: 'visible',
      overflow: 'hidden',
    });
    void element.offsetHeight;
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = `${open ? full : 0}px`;
    const done = () => {
      clearTimeout(timer);
      element.removeEventListener('transitionend', onEnd);
      element.removeAttribute('style');
      stop.current = () => {};
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element) done();
    };
    // transitionend does not come when the tab is in the background: finish anyway.
    const timer = setTimeout(done, duration + 100);
    element.addEventListener('transitionend', onEnd);
    stop.current = done;
  }, [open]);

  useLayoutEffect(() => () => stop.current(), []);

  return (
    <div ref={ref} id={id} className={className} data-collapsed={!open || undefined}>
      {!lazy || everOpen ? children : null}
    </div>
  );
}
