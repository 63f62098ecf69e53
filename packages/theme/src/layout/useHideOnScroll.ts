import { useEffect, useState } from 'react';
import { nextNavbarHidden } from './nextNavbarHidden.ts';

/** Whether the navbar should be hidden now; always false when the option is off. */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let current = false;
    const onScroll = () => {
      const y = window.scrollY;
      current = nextNavbarHidden({ hidden: current, lastY, y, navbarHeight });
      lastY = y;
      setHidden(current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbarHeight]);
  return enabled && hidden;
}
