import { useEffect, useState } from 'react';

/**
 * How far below the top of the viewport a heading counts as being read: below the navbar
 * and the margin an anchor jump leaves above a heading, with some room to spare.
 */
const READING_LINE_PX = 160;

/**
 * The id of the heading being read: the last one above the reading line, or the first
 * heading while none has reached it yet; the last one once the page is scrolled to its end.
 */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`, whose array is new at every render.
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
      if (headings.length === 0) return;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = headings[0]!;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= READING_LINE_PX) current = heading;
      }
      setActive(atEnd && window.scrollY > 0 ? headings[headings.length - 1]!.id : current.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // `key` stands for `ids`: a new array with the same ids must not restart the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}
