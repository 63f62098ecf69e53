import { useEffect, useState } from 'react';
import { subscribeStorage, writeStorage } from '@sitegen/runtime/storage.ts';

/** Storage key of the chosen color mode, also read by the inline head script. */
export const COLOR_MODE_KEY = 'theme';
type Mode = 'light' | 'dark';

function currentMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function applyMode(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/**
 * The light/dark switch. The inline head script has set `<html data-theme>` before paint;
 * both icons are rendered and CSS shows the one for that mode, so the button never flashes
 * while the first render (always light, to match the server) catches up.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const [mode, setMode] = useState<Mode>('light');
  useEffect(() => {
    setMode(currentMode());
    // Another tab changed the mode: follow it at once.
    return subscribeStorage(COLOR_MODE_KEY, (value) => {
      const next: Mode = value === 'dark' ? 'dark' : 'light';
      applyMode(next);
      setMode(next);
    });
  }, []);
  const toggle = () => {
    const next: Mode = currentMode() === 'dark' ? 'light' : 'dark';
    applyMode(next);
    writeStorage(COLOR_MODE_KEY, next);
    setMode(next);
  };
  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  return (
    <button
      type="button"
      className={`sg-icon-button sg-color-toggle${className ? ` ${className}` : ''}`}
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      <svg className="sg-color-toggle__sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="4.2" fill="currentColor" />
        <path
          d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <svg className="sg-color-toggle__moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6z" fill="currentColor" />
      </svg>
    </button>
  );
}
