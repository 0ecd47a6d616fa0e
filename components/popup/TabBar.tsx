export interface PopupTab {
  id: string;
  label: string;
}

interface TabBarProps {
  tabs: readonly PopupTab[];
  current: string;
  onSelect(id: string): void;
}

/** The popup's views (Clip, and the outbox's Outbox and History). */
export function TabBar({ tabs, current, onSelect }: TabBarProps) {
  return (
    <div className="tab-bar" role="tablist" aria-label="Views">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === current}
          aria-controls={`view-${tab.id}`}
          className="tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
