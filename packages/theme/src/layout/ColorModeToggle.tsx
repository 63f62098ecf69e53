import { useEffect, useState } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '@sitegen/runtime/storage.ts';

export const COLOR_MODE_KEY = 'theme';
type Mode = 'light' | 'dark';

function currentMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function applyMode(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/** The light/dark switch. The first render is always light so hydration matches; the real mode follows at once. */
export function ColorModeToggle() {
  const [mode, setMode] = useState<Mode>('light');
  useEffect(() => {
    setMode(currentMode());
    return subscribeStorage(COLOR_MODE_KEY, (value) => {
      const next: Mode = value === 'dark' ? 'dark' : 'light';
      applyMode(next);
      setMode(next);
    });
  }, []);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    applyMode(next);
    writeStorage(COLOR_MODE_KEY, next);
    setMode(next);
  };
  return (
    <button
      type="button"
      className="sg-color-toggle"
      onClick={toggle}
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}

export { readStorage };
