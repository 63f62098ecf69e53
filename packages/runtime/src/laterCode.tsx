import { lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from './loadOnce.ts';
import { messageOf } from './messageOf.ts';
import { useLocation } from './router.tsx';

/** How long after a failed load a part that mounts tries again (sooner, it is one of the failure's own stand-ins). */
const RETRY_AFTER_MS = 1000;

/** A module of components that neither a first paint nor the rest of the page's hydration waits for. */
export interface LaterCode<M> {
  /** Loads the module once; a failed load is tried again by the next call. The prerender awaits it before rendering. */
  load(): Promise<M>;
  /** The module's component `name`, rendered inside a Suspense boundary of its own. */
  part<K extends keyof M>(name: K): M[K];
}

/**
 * Components whose code is not part of a first load. Prerendered in full, each stays on a first
 * load as its HTML until the module arrives: React leaves a boundary whose code is missing as the
 * server made it, hydrates the rest of the page, and hydrates the boundary when the code comes.
 * The module starts loading when hydration meets the first of its parts; once it is loaded (and
 * always in the prerender) a part renders at once. When the module fails to load (a warning for
 * each attempt), its parts are left out (React reports the HTML it drops as a hydration mismatch),
 * the rest of the page works, and each page shown tries the load again.
 */
export function laterCode<M extends Record<keyof M, ComponentType<never>>>(
  importModule: () => Promise<M>,
): LaterCode<M> {
  /** The parts left out after a failed load: each renders again once a later attempt brings the code. */
  const missing = new Set<() => void>();
  /** When the last attempt failed (performance.now()). */
  let failedAt = Number.NEGATIVE_INFINITY;
  const code = loadOnce(() =>
    importModule().catch((error: unknown) => {
      failedAt = performance.now();
      console.warn(`[sitegen] Could not load the code of the page's later parts: ${messageOf(error)}`);
      throw error;
    }),
  );
  const load = () =>
    code.load().then((loaded) => {
      for (const rerender of missing) rerender();
      return loaded;
    });
  return {
    load,
    part(name) {
      const of = (loaded: M) => loaded[name] as ComponentType<object>;
      // In place of the part while its code cannot be had: nothing. Each page shown tries the load again
      // (a navigation awaits it too: loadPageCode), and a load that succeeds brings every such part back.
      // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, not per render.
      function Missing(props: object) {
        const [, setLoaded] = useState(false);
        const { pathname } = useLocation();
        useEffect(() => {
          const rerender = () => setLoaded(true);
          missing.add(rerender);
          return () => {
            missing.delete(rerender);
          };
        }, []);
        // A new page is a new attempt, and so is a part mounted later (a menu opened): the stand-ins
        // that a failure itself puts in place, mounted within a moment of it, make none of their own.
        const shownOn = useRef<string | undefined>(undefined);
        useEffect(() => {
          const mounting = shownOn.current === undefined;
          shownOn.current = pathname;
          if (!code.value && (!mounting || performance.now() - failedAt > RETRY_AFTER_MS)) load().catch(() => {});
        }, [pathname]);
        const Component = code.value && of(code.value);
        return Component ? <Component {...props} /> : null;
      }
      const Lazy = lazy<ComponentType<object>>(() =>
        code.value
          ? settled({ default: of(code.value) })
          : load().then(
              (loaded) => ({ default: of(loaded) }),
              () => {
                // As ready as the page will get: the part's prerendered HTML gives way to nothing.
                for (const part of [...waiting]) shown(part);
                return { default: Missing };
              },
            ),
      );
      // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, not per render.
      function Part(props: Record<string, unknown>) {
        const part = useRef<LaterPart>({ shown: false }).current;
        // After its boundary's effects (a child's run first): a part whose code was there is shown already.
        useLayoutEffect(() => {
          if (!part.shown) waiting.add(part);
          return () => forget(part);
        }, [part]);
        return (
          <Suspense fallback={null}>
            <Lazy {...props} />
            <Shown part={part} />
          </Suspense>
        );
      }
      // A render that hands a part equal props (a new array of the same versions, say) leaves it be: a
      // part still waiting for its code would otherwise give up its prerendered HTML for the fallback.
      // (A change of context, the location's say, still reaches it: a navigation started before the
      // code came waits for it, as react-router's navigations are transitions.)
      return memo(Part, sameProps) as unknown as M[typeof name];
    },
  };
}

/** Props equal by value: plain data (arrays and plain objects, from the site's or a page's JSON) by its JSON, anything else by identity. */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.is(a[key], b[key]) ||
        (isPlainData(a[key]) && isPlainData(b[key]) && JSON.stringify(a[key]) === JSON.stringify(b[key])),
    )
  );
}

function isPlainData(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null || '$$typeof' in value) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A thenable that calls back at once: React.lazy reads a module it settles with before it returns,
 * so a part whose code is loaded renders in the same pass (a promise would call back a tick later,
 * and a server render would print the empty fallback).
 */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy reads it as the module's promise.
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/** The parts on screen whose boundary has not committed yet (prerendered HTML still waiting for its code). */
const waiting = new Set<LaterPart>();
let whenShown: (() => void)[] = [];
type LaterPart = { shown: boolean };

function shown(part: LaterPart) {
  part.shown = true;
  forget(part);
}

/** A part no longer waited for (shown, or unmounted): the ready mark's promises resolve when none is left. */
function forget(part: LaterPart) {
  waiting.delete(part);
  if (waiting.size > 0) return;
  for (const resolve of whenShown) resolve();
  whenShown = [];
}

/** Committed with its part's component, in the same boundary: the part works. */
function Shown({ part }: { part: LaterPart }) {
  useLayoutEffect(() => shown(part), [part]);
  return null;
}

/** Resolves once every part on screen works (at once when none waits for its code): for the page's ready mark. */
export function laterPartsShown(): Promise<void> {
  return waiting.size === 0 ? Promise.resolve() : new Promise((resolve) => whenShown.push(resolve));
}
