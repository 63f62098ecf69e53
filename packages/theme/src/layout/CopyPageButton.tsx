import { useEffect, useState } from 'react';

/** What the last click did; the live region says it. */
type Outcome = { status: 'copied' } | { status: 'refused' | 'unavailable' };

/**
 * "Copy page": puts the page's markdown twin on the clipboard. The twin is fetched on click only.
 * The clipboard gets a promise of the text (a ClipboardItem) where browsers take one, so the
 * click's user activation still holds when the text arrives (Safari ends it at the first await).
 */
export function CopyPageButton({ href }: { href: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  // What was said of one page is not said of the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page forgets the last click's outcome.
  useEffect(() => setOutcome(undefined), [href]);
  // "Copied" goes away by itself; a refusal stays, with its link, until the next click.
  useEffect(() => {
    if (outcome?.status !== 'copied') return;
    const timer = setTimeout(() => setOutcome(undefined), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);
  async function copy() {
    setOutcome(undefined);
    let loaded = true;
    const text = fetch(href).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
    );
    text.catch(() => (loaded = false));
    try {
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
        ]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setOutcome({ status: 'copied' });
    } catch {
      await text.catch(() => {});
      setOutcome({ status: loaded ? 'refused' : 'unavailable' });
    }
  }
  return (
    <div className="sg-copy-page">
      <button type="button" className="sg-copy-page__button" onClick={copy}>
        Copy page
      </button>
      <span className="sg-copy-page__status" role="status" aria-live="polite">
        {outcome?.status === 'copied' && 'Copied'}
        {outcome && outcome.status !== 'copied' && (
          <>
            {outcome.status === 'refused'
              ? 'The browser did not allow copying to the clipboard'
              : 'The markdown of this page could not be loaded'}
            : <a href={href}>open it as markdown</a>.
          </>
        )}
      </span>
    </div>
  );
}
