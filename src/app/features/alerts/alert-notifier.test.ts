// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertFire, TraderAlert } from '../../../dashboard-api/trader-alerts';
import type * as BeepModule from '../../ui/beep';
import { useAlertMute } from '../../ui/alert-mute';
import { useToasts } from '../../ui/toast-store';
import { raiseFire } from './alert-notifier';
import { useTraderAlertPrefs } from './alert-prefs';
import { FLOW_ALERT_COOL_DOWN_MS } from './flow-fire-toast';

const beeps = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../ui/beep', async (real) => ({
  ...(await real<typeof BeepModule>()),
  beep: () => {
    beeps.count += 1;
  },
}));

const sweep: TraderAlert = {
  id: 'a1',
  rule: {
    kind: 'flow',
    ticker: 'NVDA',
    min_premium: 500_000,
    side: null,
    option_type: null,
    lean: null,
    min_dte: null,
    max_dte: null,
  },
  note: 'NVDA sweep',
  created_at: '2026-11-18T20:00:00Z',
  status: 'watching',
  fired_at: null,
  last_value: null,
};
const wall: TraderAlert = {
  ...sweep,
  id: 'p',
  rule: { kind: 'price_cross', ticker: 'SPY', level: 600, source: 'call_wall', direction: 'either' },
  note: '',
};

let id = 0;
/** A fire `offsetMs` after the fake clock's start, as the BFF stamps it. */
function fire(alertId: string, offsetMs: number, eventId: string | null = `ev${id + 1}`): AlertFire {
  id += 1;
  return {
    id,
    alert_id: alertId,
    fired_at: new Date(Date.parse('2026-11-18T20:31:00Z') + offsetMs).toISOString(),
    message: `NVDA buy 100 × 12/18 140C, $${id}M (NVDA sweep)`,
    value: 1,
    event_id: eventId,
  };
}

const texts = (): string[] => useToasts.getState().toasts.map((t) => t.text);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-18T20:31:00Z'));
  beeps.count = 0;
  useToasts.setState({ toasts: [] });
  useAlertMute.setState({ muted: false });
  useTraderAlertPrefs.setState({ toast: true, sound: true, desktop: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('flow alerts: a cool-down per alert', () => {
  it('four matches in 6 s are one toast, counted, and one tone', () => {
    for (const at of [0, 2_000, 4_000, 6_000]) {
      vi.setSystemTime(Date.parse('2026-11-18T20:31:00Z') + at);
      raiseFire(fire('a1', at), sweep);
    }
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/^NVDA sweep alert ×4 in 6 s · latest: NVDA buy 100 × 12\/18 140C, \$\d+M/);
    expect(useToasts.getState().toasts[0]!.detail).toHaveLength(4);
    expect(beeps.count).toBe(1);
  });

  it('after the cool-down the next match raises a toast and a tone again', () => {
    raiseFire(fire('a2', 0), sweep);
    raiseFire(fire('a2', 30_000), sweep);
    raiseFire(fire('a2', FLOW_ALERT_COOL_DOWN_MS), sweep);
    expect(beeps.count).toBe(2);
    expect(texts().at(-1)).toMatch(/^NVDA buy 100/);
  });

  it('names an alert it could not read by its kind, a fire with an order taken for a flow alert', () => {
    raiseFire(fire('a3', 0), undefined);
    raiseFire(fire('a3', 1_000), undefined);
    expect(texts()).toEqual([expect.stringMatching(/^Flow alert ×2 in 1 s/)]);
  });

  it('the mute silences flow alerts, not a price alert the trader set', () => {
    useAlertMute.setState({ muted: true });
    raiseFire(fire('a4', 0), sweep);
    expect(texts()).toEqual([]);
    // A price alert's fire carries the order whose price crossed: its kind, not the order, decides.
    raiseFire({ ...fire('p1', 0), message: 'SPY crossed above call wall 600.00 at 600.12' }, wall);
    expect(texts()).toEqual(['SPY crossed above call wall 600.00 at 600.12']);
    expect(beeps.count).toBe(1);
  });

  it('price alerts are never grouped: each fire is its own toast', () => {
    raiseFire({ ...fire('p2', 0), message: 'SPY crossed above call wall' }, wall);
    raiseFire({ ...fire('p2', 1_000), message: 'SPY crossed below call wall' }, wall);
    expect(texts()).toEqual(['SPY crossed above call wall', 'SPY crossed below call wall']);
  });
});
