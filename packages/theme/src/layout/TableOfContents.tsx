import type { TocItem } from '@sitegen/runtime/types.ts';
import { useActiveHeading } from './useActiveHeading.ts';

interface Props {
  toc: TocItem[];
  /** Id of the heading being read, highlighted. */
  active?: string;
}

/** The links of a table of contents, nested by heading level. */
export function TocLinks({ toc, active }: Props) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <ul className="sg-toc__list">
      {toc.map((item) => (
        <li key={item.id} className={`sg-toc__item sg-toc__item--depth-${item.level - minLevel}`}>
          <a
            href={`#${item.id}`}
            className={item.id === active ? 'sg-toc__link sg-toc__link--active' : 'sg-toc__link'}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The right column on wide screens: the page's headings, the one being read highlighted. */
export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc.map((t) => t.id));
  return (
    <nav className="sg-toc" aria-labelledby="sg-toc-title">
      <p id="sg-toc-title" className="sg-toc__title">
        On this page
      </p>
      <TocLinks toc={toc} active={active} />
    </nav>
  );
}
