import type { TocItem } from '@sitegen/runtime/types.ts';

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <nav className="sg-toc" aria-label="On this page">
      <p className="sg-toc__title">On this page</p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} style={{ paddingLeft: `${(item.level - minLevel) * 0.75}rem` }}>
            <a href={`#${item.id}`}>{item.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
