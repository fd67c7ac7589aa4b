/**
 * The flow tape under load, in a real Chromium against the real BFF + sandbox. A replay source in the
 * page pushes `flow_order` frames through the same path as socket frames (page → stream worker:
 * parse + validate, dedupe, route, 16 ms batches → page: apply in rAF → tape store → virtualized
 * table) at 2,000 orders/s for 60 s with a filter active, then at 5,000/s (stretch); then a full
 * day's budget (150,000 rows) is loaded and the table scrolled. Prints frame time p50/p95, long tasks
 * over 50 ms, rows held, heap growth and arrival→on-screen latency (worker receive → the animation
 * frame after the row was applied; an upper bound by one frame).
 * FLOW_BENCH_SECONDS shortens the 2,000/s phase (default 60).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBff } from '../src/server/bff/app';
import { loadConfig } from '../src/server/bff/config';

// Page-side code is a plain string so that no TypeScript/bundler helper leaks into the browser.
export const HARNESS = String.raw`
(() => {
  const tickers = window.__oaTape.tickers.length ? window.__oaTape.tickers : ['SPY'];
  const session = new Date().toISOString().slice(0, 10);
  let seq = 0;
  const types = ['sweep', 'single', 'block'];
  function frame(now) {
    seq++;
    const t = tickers[seq % tickers.length];
    const call = seq % 2 === 0;
    const strike = 100 + (seq % 50);
    const premium = 2000 + ((seq * 7919) % 90000);
    return JSON.stringify({ type: 'flow_order', data: { ticker: t, event_id: 'bench-' + seq, session_date: session, ts_ms: now,
      order: { timestamp: new Date(now).toISOString(), option_ticker: 'O:' + t + '261218' + (call ? 'C' : 'P') + String(strike * 1000).padStart(8, '0'),
        option_type: call ? 'call' : 'put', strike, expiration: '2026-12-18', total_contracts: 100 + (seq % 900), premium, total_notional: premium * 3,
        avg_price: 1.25, avg_bid: 1.2, avg_ask: 1.3, direction: seq % 3 === 0 ? 'sell' : seq % 3 === 1 ? 'buy' : 'neutral', direction_confidence: (seq % 100) / 100,
        order_type: types[seq % 3], spot_price: 500.5, implied_volatility: seq % 20 === 0 ? null : 0.25, delta: 0.4, trade_count: 2, exchange_count: 1, time_span_ms: 30, enrich_status: 'complete' } } });
  }
  window.__bench = {
    async phase(ratePerSec, seconds) {
      const s = window.__oaStream, tape = window.__oaTape;
      if (window.gc) window.gc();
      const heap0 = performance.memory ? performance.memory.usedJSHeapSize : null;
      const frames = []; const longTasks = [];
      const po = new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push(e.duration); });
      po.observe({ type: 'longtask', buffered: false });
      tape.screenLatencies.length = 0;
      const held0 = tape.store.size;
      let last = performance.now(), running = true;
      const loop = (t) => { frames.push(t - last); last = t; if (running) requestAnimationFrame(loop); };
      requestAnimationFrame(loop);
      const tick = 50, perTick = ratePerSec * tick / 1000;
      const t0 = performance.now();
      let sent = 0;
      await new Promise((resolve) => {
        const iv = setInterval(() => {
          const due = Math.floor(((performance.now() - t0) / 1000) * ratePerSec) - sent;
          const batch = [];
          const now = Date.now();
          for (let i = 0; i < Math.min(due, perTick * 4); i++) batch.push(frame(now));
          sent += batch.length;
          if (batch.length) s.client.inject('flow', batch);
          if (performance.now() - t0 >= seconds * 1000) { clearInterval(iv); resolve(); }
        }, tick);
      });
      await new Promise((r) => setTimeout(r, 1000));
      running = false; po.disconnect();
      if (window.gc) window.gc();
      const heap1 = performance.memory ? performance.memory.usedJSHeapSize : null;
      const q = (a, p) => { const b = [...a].sort((x, y) => x - y); return b.length ? b[Math.min(b.length - 1, Math.floor(p * b.length))] : null; };
      const ft = frames.slice(5);
      return { sent, seconds: (performance.now() - t0) / 1000, frames: ft.length, p50: q(ft, 0.5), p95: q(ft, 0.95), p99: q(ft, 0.99), worst: Math.max(...ft),
        longTasks: longTasks.length, longestTask: longTasks.length ? Math.max(...longTasks) : 0, held: tape.store.size, heldAdded: tape.store.size - held0, visible: tape.store.visibleCount,
        heapMB0: heap0 && heap0 / 1048576, heapMB1: heap1 && heap1 / 1048576,
        latP50: q(tape.screenLatencies, 0.5), latP95: q(tape.screenLatencies, 0.95), latMax: tape.screenLatencies.length ? Math.max(...tape.screenLatencies) : null,
        workerDuplicates: s.report.flow.duplicates, invalid: s.report.flow.invalid };
    },
    async loadAndScroll(total) {
      const tape = window.__oaTape;
      tape.store.clear();
      if (window.gc) window.gc();
      const heap0 = performance.memory ? performance.memory.usedJSHeapSize : null;
      const base = Date.now() - total * 100;
      const t0 = performance.now();
      let slowest = 0;
      for (let p = 0; p < total; p += 2000) {
        const page = [];
        for (let i = p; i < Math.min(total, p + 2000); i++) {
          page.push({ eventId: 'day-' + i, ticker: tickers[i % tickers.length], tsMs: base + i * 100, session, occ: 'O:SPY261218C00500000', optionType: i % 2 ? 'call' : 'put',
            strike: 100 + (i % 50), expiration: '2026-12-18', dte: i % 40, side: i % 3 === 0 ? 'sell' : i % 3 === 1 ? 'buy' : 'neutral', confidence: (i % 100) / 100,
            size: 100 + (i % 900), premium: 2000 + ((i * 7919) % 90000), price: 1.25, bid: 1.2, ask: 1.3, spot: 500.5, iv: i % 20 ? 0.25 : null, delta: 0.4, orderType: types[i % 3], source: 'rest' });
        }
        const a = performance.now();
        tape.store.add(page, { bypassPause: true });
        slowest = Math.max(slowest, performance.now() - a);
        await new Promise((r) => setTimeout(r, 0));
      }
      const loadMs = performance.now() - t0;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      if (window.gc) window.gc();
      const heap1 = performance.memory ? performance.memory.usedJSHeapSize : null;
      // Filter change over the whole day.
      const f0 = performance.now();
      tape.store.setFilter({ ...tape.store.currentFilter, minPremium: 50000 });
      const filterMs = performance.now() - f0;
      const s0 = performance.now();
      tape.store.setSort({ key: 'premium', dir: 'desc' });
      const sortMs = performance.now() - s0;
      tape.store.setSort({ key: 'time', dir: 'desc' });
      // Scroll: 4 s of continuous scrolling, 3,000 px a frame.
      const el = document.querySelector('[data-testid="tape-scroll"]');
      const frames = []; const longTasks = [];
      const po = new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push(e.duration); });
      po.observe({ type: 'longtask', buffered: false });
      await new Promise((resolve) => {
        let last = performance.now(); const end = last + 4000;
        const step = (t) => { frames.push(t - last); last = t; el.scrollTop = (el.scrollTop + 3000) % Math.max(1, el.scrollHeight - el.clientHeight);
          if (t < end) requestAnimationFrame(step); else resolve(); };
        requestAnimationFrame(step);
      });
      po.disconnect();
      const q = (a, p) => { const b = [...a].sort((x, y) => x - y); return b.length ? b[Math.min(b.length - 1, Math.floor(p * b.length))] : null; };
      return { held: tape.store.size, visibleAfterFilter: tape.store.visibleCount, loadMs, slowestPageMs: slowest, filterMs, sortMs,
        heapMB: heap0 && heap1 && (heap1 - heap0) / 1048576, scrollP50: q(frames, 0.5), scrollP95: q(frames, 0.95), scrollLongTasks: longTasks.length,
        domRows: document.querySelectorAll('[data-testid="tape-scroll"] [role="row"]').length };
    },
  };
})();
`;

const f1 = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : v.toFixed(1));

interface Phase {
  sent: number;
  seconds: number;
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  worst: number;
  longTasks: number;
  longestTask: number;
  held: number;
  heldAdded: number;
  visible: number;
  heapMB0: number | null;
  heapMB1: number | null;
  latP50: number | null;
  latP95: number | null;
  latMax: number | null;
  workerDuplicates: number;
  invalid: number;
}

function describePhase(label: string, p: Phase): string[] {
  return [
    `${label}: ${p.sent} orders in ${p.seconds.toFixed(1)} s (${Math.round(p.sent / p.seconds)}/s), filter min premium $20K`,
    `  frame time p50 ${f1(p.p50)} ms, p95 ${f1(p.p95)} ms, p99 ${f1(p.p99)} ms, worst ${f1(p.worst)} ms over ${p.frames} frames`,
    `  long tasks > 50 ms: ${p.longTasks}${p.longTasks ? ` (longest ${f1(p.longestTask)} ms)` : ''}`,
    `  rows held ${p.held} (+${p.heldAdded}), shown after filter ${p.visible}; heap ${f1(p.heapMB0)} → ${f1(p.heapMB1)} MB (growth ${f1(p.heapMB1 !== null && p.heapMB0 !== null ? p.heapMB1 - p.heapMB0 : null)} MB)`,
    `  arrival → on screen: p50 ${f1(p.latP50)} ms, p95 ${f1(p.latP95)} ms, max ${f1(p.latMax)} ms; invalid frames ${p.invalid}`,
  ];
}

async function waitLive(page: Page): Promise<void> {
  await page.goto('/flow');
  await page.waitForFunction(
    () => window.__oaStream?.report?.flow.state === 'live' && (window.__oaTape?.tickers.length ?? 0) > 0,
    undefined,
    {
      timeout: 60_000,
    },
  );
}

export async function run(): Promise<string[]> {
  if (!fs.existsSync(path.join(import.meta.dirname, '..', 'dist', 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first');
  const seconds = Number(process.env.FLOW_BENCH_SECONDS ?? 60);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-bench-'));
  const config = loadConfig({ PORT: '0', SANDBOX_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const bff = await startBff(config, { logDestination: { write: () => true } });
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'],
  });
  const lines: string[] = [];
  try {
    const context = await browser.newContext({ baseURL: bff.url, viewport: { width: 1280, height: 800 } });
    // An active filter, and no hold-on-hover (the mouse is not over the page anyway).
    await context.addInitScript(() => {
      localStorage.setItem(
        'oa-flow-prefs',
        JSON.stringify({
          state: {
            source: 'watchlist',
            custom: [],
            filter: {
              tickers: [],
              minPremium: 20000,
              minSize: null,
              minConfidence: null,
              optionType: 'all',
              side: 'all',
              orderType: 'all',
              dteMin: null,
              dteMax: null,
            },
            sort: { key: 'time', dir: 'desc' },
            hidden: [],
            pauseOnHover: false,
          },
          version: 1,
        }),
      );
    });
    const page = await context.newPage();
    await waitLive(page);
    await page.evaluate(HARNESS);
    const p2k = (await page.evaluate(`window.__bench.phase(2000, ${seconds})`)) as Phase;
    lines.push(...describePhase('2,000/s', p2k));
    const p5k = (await page.evaluate(`window.__bench.phase(5000, ${Math.min(30, seconds)})`)) as Phase;
    lines.push(...describePhase('5,000/s (stretch)', p5k));
    const day = (await page.evaluate('window.__bench.loadAndScroll(150000)')) as Record<string, number | null>;
    lines.push(
      `150,000 rows: loaded in ${f1(day.loadMs)} ms (pages of 2,000, slowest ${f1(day.slowestPageMs)} ms), held ${day.held}, heap +${f1(day.heapMB)} MB`,
      `  filter change over the day ${f1(day.filterMs)} ms (${day.visibleAfterFilter} shown), re-sort by premium ${f1(day.sortMs)} ms`,
      `  scrolling 4 s: frame p50 ${f1(day.scrollP50)} ms, p95 ${f1(day.scrollP95)} ms, long tasks ${day.scrollLongTasks}, rows in the DOM ${day.domRows}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await bff.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
