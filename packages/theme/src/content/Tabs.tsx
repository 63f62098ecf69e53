import {
  Children,
  isValidElement,
  useCallback,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { nextTabIndex } from './nextTabIndex.ts';
import { readTabChoice, subscribeTabChoice, writeTabChoice } from './tabChoiceStore.ts';

export interface TabItemProps {
  label: string;
  value: string;
  /** Selected first instead of the first tab. */
  default?: boolean;
  children?: ReactNode;
}

export interface TabsProps {
  /** Tabs with the same groupId switch together and remember the choice. */
  groupId?: string;
  children?: ReactNode;
}

/** Rendered by Tabs as a panel; on its own it is just its content. */
export function TabItem({ children }: TabItemProps) {
  return <div className="sg-tabs__panel">{children}</div>;
}

const noGroup = () => () => undefined;
const serverChoice = () => null;

/** The stored choice of the group. Null while hydrating, so the first render matches the server. */
function useGroupChoice(groupId: string | undefined): string | null {
  const subscribe = useCallback(
    (listener: () => void) => (groupId ? subscribeTabChoice(groupId, listener) : noGroup()),
    [groupId],
  );
  const read = useCallback(() => (groupId ? readTabChoice(groupId) : null), [groupId]);
  return useSyncExternalStore(subscribe, read, serverChoice);
}

export function Tabs({ groupId, children }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> =>
    isValidElement(child),
  );
  const values = items.map((item, i) => String(item.props.value ?? i));
  const fallback = values[items.findIndex((item) => item.props.default)] ?? values[0];
  const [local, setLocal] = useState<string | null>(null);
  const stored = useGroupChoice(groupId);
  // Grouped tabs follow the stored choice (the store notifies every block of the group).
  const choice = groupId ? stored : local;
  const selected = choice !== null && values.includes(choice) ? choice : fallback;
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (value: string) => {
    if (groupId) writeTabChoice(groupId, value);
    else setLocal(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, values.length);
    if (next === undefined) return;
    event.preventDefault();
    select(values[next]);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="sg-tabs" data-group={groupId}>
      <div role="tablist" aria-orientation="horizontal" className="sg-tabs__list">
        {items.map((item, i) => {
          const isSelected = values[i] === selected;
          return (
            <button
              key={values[i]}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              data-value={values[i]}
              id={`${baseId}-tab-${i}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? 'sg-tabs__tab sg-tabs__tab--active' : 'sg-tabs__tab'}
              onClick={() => select(values[i])}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.props.label ?? values[i]}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={values[i]}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          className="sg-tabs__panel"
          hidden={values[i] !== selected}
          tabIndex={0}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
