import type { ApiRootPageData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';

interface ThinApiRoot {
  groups: { kind: string; title: string; items: { name: string; href: string }[] }[];
}

export function ApiRootPage({ page }: { page: ApiRootPageData }) {
  const root = page.root as ThinApiRoot;
  return (
    <article className="sg-api">
      <h1>API Reference</h1>
      {root.groups.map((group) => (
        <section key={group.kind}>
          <h2 id={group.kind}>{group.title}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
