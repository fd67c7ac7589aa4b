/** /rankings: intent flow, momentum and directional scores, one tab each (tab kept in the URL). */
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { DirectionalSection } from './directional-section';
import { IntentSection } from './intent-section';
import { MomentumSection } from './momentum-section';

const TABS = [
  { id: 'intent', label: 'Intent flow' },
  { id: 'momentum', label: 'Momentum' },
  { id: 'directional', label: 'Directional' },
] as const;

type TabId = (typeof TABS)[number]['id'];

function isTab(v: string | null): v is TabId {
  return TABS.some((t) => t.id === v);
}

export function RankingsPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'intent';
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="rankings-page">
      <h1 className="text-lg font-semibold">Rankings</h1>
      <div role="tablist" aria-label="Rankings" className="flex gap-1 border-b border-line">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={`-mb-px border-b-2 px-3 py-1 text-sm ${tab === t.id ? 'border-accent font-semibold' : 'border-transparent text-muted'}`}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('tab', t.id);
              // A picked ticker belongs to the tab it was picked on.
              next.delete('ticker');
              setParams(next, { replace: true });
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'intent' ? <IntentSection /> : tab === 'momentum' ? <MomentumSection /> : <DirectionalSection />}
      </div>
    </div>
  );
}
