import { useMemo, type ComponentType } from 'react';
import { ProgressBar } from './ProgressBar.tsx';
import { RuntimeContext, type RuntimeApi } from './RuntimeContext.ts';
import type { AppProps } from './types.ts';

interface Props extends AppProps {
  App: ComponentType<AppProps>;
  runtime: RuntimeApi;
  /** Show the progress bar (the next page is slow to load). */
  slow: boolean;
}

/**
 * The tree around the theme's App. The server and the browser both render it, so that
 * the element positions React derives `useId` values from are the same on both sides.
 */
export function AppFrame({ App, runtime, slow, ...props }: Props) {
  const { trailingSlash, baseUrl } = props.site;
  const value = useMemo(
    () => ({ ...runtime, baseUrl, ...(trailingSlash === undefined ? {} : { trailingSlash }) }),
    [runtime, trailingSlash, baseUrl],
  );
  return (
    <RuntimeContext.Provider value={value}>
      {slow && <ProgressBar />}
      <App {...props} />
    </RuntimeContext.Provider>
  );
}
