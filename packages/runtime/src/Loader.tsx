import { useEffect, useState, type ComponentType } from 'react';
import { messageOf } from './messageOf.ts';
import { loadOnce } from './loadOnce.ts';

/** Default wait before the loading indicator shows: quick loads never flash it. */
const LOADER_DELAY_MS = 200;

export interface LoaderProps {
  /** The load failed: show its message and a Retry button. */
  error?: unknown;
  /** Called by the Retry button. */
  retry?: () => void;
  delay?: number;
}

/** The view of a part that is loading: nothing during `delay`, then an indicator; on error the message and Retry. */
export function Loader({ error, retry, delay = LOADER_DELAY_MS }: LoaderProps) {
  const [late, setLate] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setLate(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (error !== undefined) {
    return (
      <div className="sg-loader sg-loader--error" role="alert">
        <p className="sg-loader__message">{messageOf(error)}</p>
        {retry && (
          <button type="button" className="sg-button" onClick={retry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (!late) return null;
  return (
    <div className="sg-loader" role="status" aria-live="polite">
      Loading…
    </div>
  );
}

type Module<P> = { default?: ComponentType<P> };

/**
 * A component whose code loads on first render, shown through `Loader` meanwhile.
 * Unlike React.lazy, a failed load can be retried: the next attempt calls `load` again.
 */
export function lazyWithLoader<P extends object>(
  load: () => Promise<Module<P>>,
  options: { name?: string; delay?: number } = {},
): ComponentType<P> & { preload(): void } {
  const code = loadOnce(() =>
    load().then((mod) => {
      if (!mod?.default) {
        throw new Error(`The module of ${options.name ?? 'a lazily loaded component'} has no default export.`);
      }
      return mod.default;
    }),
  );

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazily loaded module at module level, not per render.
  function Lazy(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [error, setError] = useState<unknown>(undefined);
    const [, setDone] = useState(false);
    // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new value loads the module again.
    useEffect(() => {
      if (code.value) return;
      let live = true;
      code.load().then(
        () => live && setDone(true),
        (reason: unknown) => live && setError(reason ?? new Error('Loading failed.')),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (code.value) {
      const Component = code.value;
      return <Component {...props} />;
    }
    const retry = () => {
      setError(undefined);
      setAttempt((n) => n + 1);
    };
    // A new key per attempt restarts the delay, so a retry that is quick shows nothing.
    return <Loader key={attempt} error={error} retry={retry} delay={options.delay} />;
  }
  Lazy.displayName = `Lazy(${options.name ?? 'component'})`;
  /** Loads the code ahead of the first render, which then shows the component at once. */
  Lazy.preload = () => {
    if (!code.value) code.load().catch(() => {});
  };
  return Lazy;
}
