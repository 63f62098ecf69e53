import { Link } from '@sitegen/runtime/Link.tsx';

export function NotFoundPage({ path }: { path: string }) {
  return (
    <article className="sg-not-found">
      <h1>Page Not Found</h1>
      <p>
        We could not find anything at <code>{path}</code>. The page may have moved, or the address may be mistyped.
      </p>
      <p>
        Go back to the <Link href="/">home page</Link>, start with the <Link href="/docs/tutorials/">tutorials</Link>, or
        browse the <Link href="/api/graphql-js">API reference</Link>.
      </p>
    </article>
  );
}
