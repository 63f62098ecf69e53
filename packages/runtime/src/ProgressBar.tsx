/** The bar shown at the top while the next page's code loads (after a 200 ms delay). */
export function ProgressBar() {
  return <div className="sg-progress" role="progressbar" aria-label="Loading page" aria-busy="true" />;
}

/** Delay before the progress bar appears. */
export const PROGRESS_DELAY_MS = 200;
