import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

type AdminTab = { id: string; label: ReactNode; content: ReactNode };

type AdminTabsProps = {
  label: string;
  tabs: readonly AdminTab[];
  /** The tab shown, when the page chooses it (a link to another tab); else the tabs keep their own. */
  selectedId?: string;
  onSelect?: (id: string) => void;
};

/**
 * Tabs as the ARIA pattern describes them: one tab stop, arrow keys (and Home/End) move and
 * select, `aria-selected` tells which is shown. Hidden panels stay mounted, so both tabs' data
 * loads and refreshes together. A tab is `relative`, so words in a label hidden for all but screen
 * readers stay inside the scrolling tab row rather than widening the page.
 */
export function AdminTabs({ label, tabs, selectedId: chosenId, onSelect }: AdminTabsProps) {
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const selectedId = chosenId ?? ownSelectedId;
  const setSelectedId = onSelect ?? setOwnSelectedId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-300">
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`relative -mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selectedId}
          className="pt-6"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
