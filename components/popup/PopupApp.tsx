import { useState } from 'react';
import { popupViews } from './popup-views';
import { TabBar } from './TabBar';

export function PopupApp() {
  const [current, setCurrent] = useState(popupViews[0]!.id);
  const view = popupViews.find((v) => v.id === current) ?? popupViews[0]!;
  return (
    <main className="popup">
      <header className="popup-head">
        <h1>Capture Clipper</h1>
        {popupViews.length > 1 && <TabBar tabs={popupViews} current={view.id} onSelect={setCurrent} />}
      </header>
      {popupViews.length > 1 ? (
        <section id={`view-${view.id}`} role="tabpanel" aria-labelledby={`tab-${view.id}`}>
          {view.render()}
        </section>
      ) : (
        view.render()
      )}
    </main>
  );
}
