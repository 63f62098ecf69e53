import { Link } from '@sitegen/runtime/Link.tsx';
import { fullName, type SearchResult } from './createSearcher.ts';
import type { ResultGroup } from './groupResults.ts';
import { excerpt, highlightText } from './highlightText.ts';
import type { SearchKind } from './searchTypes.ts';

const KIND_LABEL: Record<SearchKind, string> = {
  class: 'class',
  enum: 'enum',
  function: 'function',
  interface: 'interface',
  typeAlias: 'type',
  variable: 'const',
  method: 'method',
  property: 'property',
  accessor: 'property',
  enumMember: 'enum member',
  section: 'tutorial',
};

interface Props {
  groups: ResultGroup[];
  /** Prefix of the option ids, for `aria-activedescendant`. */
  idPrefix: string;
  /** Index of the highlighted result in reading order, in the dialog. */
  activeIndex?: number;
  onPick?: () => void;
  onHover?: (index: number) => void;
}

/** Results grouped under API and Tutorials, matched words in `<mark>`. */
export function SearchResultList({ groups, idPrefix, activeIndex, onPick, onHover }: Props) {
  let index = 0;
  return (
    <div className="sg-search-results" role="listbox" id={`${idPrefix}list`} aria-label="Search results">
      {groups.map(({ group, results }) => (
        <div key={group} role="group" aria-labelledby={`${idPrefix}${group}`} className="sg-search-results__group">
          <div className="sg-search-results__heading" id={`${idPrefix}${group}`} role="presentation">
            {group}
          </div>
          {results.map((result) => {
            const i = index++;
            return (
              <ResultOption
                key={result.doc.u + i}
                result={result}
                id={`${idPrefix}option-${i}`}
                active={i === activeIndex}
                onPick={onPick}
                onHover={() => onHover?.(i)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

function ResultOption({
  result,
  id,
  active,
  onPick,
  onHover,
}: {
  result: SearchResult;
  id: string;
  active: boolean;
  onPick?: () => void;
  onHover: () => void;
}) {
  const { doc, terms } = result;
  const isSection = doc.k === 'section';
  const detail = doc.s ?? (doc.t ? excerpt(doc.t, terms) : undefined);
  return (
    <Link
      href={doc.u}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={`sg-search-result${active ? ' sg-search-result--active' : ''}`}
      onClick={onPick}
      onMouseMove={onHover}
    >
      <span className="sg-search-result__title">
        <span className="sg-search-result__kind">{KIND_LABEL[doc.k]}</span>
        <Marked text={isSection ? doc.n : fullName(doc)} terms={terms} />
        {isSection && doc.p && doc.p !== doc.n && <span className="sg-search-result__page">{doc.p}</span>}
      </span>
      {detail && (
        <span className={doc.s ? 'sg-search-result__signature' : 'sg-search-result__text'}>
          <Marked text={detail} terms={terms} />
        </span>
      )}
      {doc.s && doc.t && (
        <span className="sg-search-result__text">
          <Marked text={excerpt(doc.t, terms, 120)} terms={terms} />
        </span>
      )}
      {/* Last, so that the title and the text read as they do with one version. */}
      {result.version && <span className="sg-search-result__version">API {result.version}</span>}
    </Link>
  );
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <span>
      {highlightText(text, terms).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}
