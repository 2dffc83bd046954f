import { type KeyboardEvent, useRef } from 'react';
import { nextTabIndex } from './tab-keys';
import './section-tabs.css';

export interface SectionTab<T extends string> {
  value: T;
  label: string;
}

interface SectionTabsProps<T extends string> {
  tabs: readonly SectionTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id prefix shared with the panels: tab `${idPrefix}-tab-${value}`, panel `${idPrefix}-panel-${value}`. */
  idPrefix: string;
}

/**
 * WAI-ARIA tabs for switching between sections of one page (e.g. Posts / About on narrow screens).
 * Arrow keys move and select, so only the selected tab is in the Tab order.
 */
export function SectionTabs<T extends string>({ tabs, value, onChange, label, idPrefix }: SectionTabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(
      event.key,
      tabs.findIndex((tab) => tab.value === value),
      tabs.length,
    );
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${tab.value}`)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className="section-tabs" onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={`${idPrefix}-tab-${tab.value}`}
            type="button"
            role="tab"
            className="section-tabs__tab"
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
