/**
 * Session replay (/replay/:ticker?session=&t=&speed=): a past session played back or scrubbed, with
 * the price, the levels and the gamma regime, the tape, the abnormal trades and the ticker's tide all
 * at the same moment. Everything is read once from the session's immutable answers and the BFF's
 * recording of the stream (replay-sources.ts); playing asks nothing more. The URL holds the session,
 * the moment (Eastern clock time) and the speed, so a position can be shared.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { previousTradingDay, recentSessions, sessionHours } from '../../../api/calendar';
import { Panel } from '../../ui/panel';
import { PriceChartWithLevels } from '../../charts/price-chart-with-levels';
import { TideCurve } from '../../charts/tide-curve';
import { useCurrentSession } from '../../data/current-session';
import { distance } from '../../data/readers';
import { SessionSelect } from '../../layout/session-picker';
import { useTheme } from '../../layout/theme-store';
import { contractText, sideText } from '../../ui/contract-text';
import { formatCount, formatEtTime, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { orderLean, LEAN_TEXT } from '../../data/order-lean';
import { DataTable } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { HeaderChoices, TickerPageHeader } from '../../ui/ticker-page-header';
import { chartLevels } from '../../data/chart-levels';
import { netGexDisagrees, readRegime, regimeAgainstWords, regimeTitle, regimeWords } from '../../data/gamma-regime';
import { flipOf } from '../../data/readings/flip';
import { busiestMoment, lastViewed, openingMoment, rememberViewed } from './replay-opening';
import { REPLAY_TAPE_COLUMNS } from './replay-columns';
import { ReplayReceipts } from './replay-receipts';
import { TapeCostPrompt } from './tape-cost-prompt';
import { levelsAt, useReplaySources, type IntradayPoint } from './replay-sources';
import { tapeTide } from './replay-tide';
import { clockParam, completedBars, countAtOrBefore, readReplayView, SPEEDS } from './replay-timeline';
import { useReplayClock } from './use-replay-clock';

const TAPE_ROWS = 60;
const ABNORMAL_ROWS = 15;
const CHART_HEIGHT = 380;
const SESSION_CHOICES = 20;

/** Past sessions only: the current one is still being written, and is not kept for good until it is over. */
function SessionChoice(props: { value: string; current: string; onChange: (s: string) => void }): ReactElement {
  const latest = previousTradingDay(props.current);
  return (
    <SessionSelect
      ariaLabel="Replay session"
      value={props.value}
      latest={{ value: latest, text: latest }}
      days={recentSessions(latest, SESSION_CHOICES).slice(1)}
      onChange={props.onChange}
    />
  );
}

function lastAtOrBefore(points: readonly IntradayPoint[], atMs: number): IntradayPoint | null {
  const n = countAtOrBefore(
    points.map((p) => p.tMs),
    atMs,
  );
  return n > 0 ? points[n - 1]! : null;
}

export function ReplayPage(): ReactElement {
  const ticker = useParams().ticker ?? '';
  const [params, setParams] = useSearchParams();
  const view = readReplayView(params);
  const { session: current } = useCurrentSession();
  const session = view.session !== null && view.session < current ? view.session : previousTradingDay(current);
  const setParam = (name: string, value: string | null): void =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  // Read, or Not now, for this ticker and session; asked again for another.
  const [tapeChoice, setTapeChoice] = useState<{ key: string; choice: 'read' | 'not-now' } | null>(null);
  const choiceKey = `${ticker}|${session}`;
  const src = useReplaySources(ticker, session, current, tapeChoice?.key === choiceKey ? tapeChoice.choice : null);
  const urlMs = view.session === session ? view.atMs : null;
  // Read once per ticker and session (the page's own writes then follow the clock, not the reverse).
  const remembered = useMemo(() => lastViewed(ticker, session), [ticker, session]);
  const busiest = useMemo(() => busiestMoment(src.bars.bars), [src.bars.bars]);
  const opening = openingMoment({
    urlMs,
    lastViewedMs: remembered,
    busiestMs: busiest,
    barsLoaded: !src.queries.bars.isPending,
    openMs: sessionHours(session).openMs,
  });
  const clock = useReplayClock(session, opening, view.speed);
  // The moment in the URL follows the clock once a second and at each pause or scrub: remember it.
  useEffect(() => {
    if (urlMs !== null) rememberViewed(ticker, session, urlMs);
  }, [ticker, session, urlMs]);
  const theme = useTheme((s) => s.theme);
  const hours = sessionHours(session);
  const at = clock.atMs;

  const shownBars = useMemo(() => completedBars(src.bars.bars, at, src.bars.minutes), [src.bars, at]);
  const price = shownBars.at(-1)?.close ?? null;
  const gexSample = lastAtOrBefore(src.intraday, at);
  const shownLevels = levelsAt(src.levelReadings, src.levels, at);
  const levels = useMemo(() => chartLevels(shownLevels.levels, null), [shownLevels.levels]);
  // The regime as every page reads it (README "Readings"): the price against the with-flow flip of the moment.
  const regimeNow = readRegime({
    price,
    flip: flipOf(shownLevels.levels, 'with-flow'),
    at: null,
    basis: 'snapshot',
    netGex: gexSample?.netGex ?? null,
  });
  const tide = useMemo(() => (src.tape ? tapeTide(src.tape.entries) : []), [src.tape]);
  const tideNow = tide.slice(
    0,
    countAtOrBefore(
      Float64Array.from(tide, (p) => p.t),
      at,
    ),
  );
  const printed = src.tape ? countAtOrBefore(src.tape.times, at) : 0;
  const tapeRows = src.tape ? src.tape.entries.slice(Math.max(0, printed - TAPE_ROWS), printed).reverse() : [];
  const abnormalShown = countAtOrBefore(src.abnormal.times, at);
  const tapeSettled = src.queries.tape.isSuccess || src.tapeDecision.kind === 'declined';
  const ready = src.queries.bars.isSuccess && tapeSettled && src.queries.abnormal.isSuccess;
  const abnormalRows = src.abnormal.entries.slice(Math.max(0, abnormalShown - ABNORMAL_ROWS), abnormalShown).reverse();

  return (
    <div className="flex flex-col gap-3 p-3" data-testid="replay-page" data-state={ready ? 'ready' : 'loading'}>
      <TickerPageHeader title="Replay" ticker={ticker} route="replay">
        <SessionChoice
          value={session}
          current={current}
          onChange={(s) =>
            setParams((p) => {
              const next = new URLSearchParams(p);
              next.set('session', s);
              next.delete('t');
              return next;
            })
          }
        />
      </TickerPageHeader>

      <TapeCostPrompt
        ticker={ticker}
        session={session}
        decision={src.tapeDecision}
        onRead={() => setTapeChoice({ key: choiceKey, choice: 'read' })}
        onNotNow={() => setTapeChoice({ key: choiceKey, choice: 'not-now' })}
      />

      <section
        aria-label="Replay controls"
        className="flex flex-wrap items-center gap-3 rounded border border-line bg-panel p-2"
      >
        <button
          type="button"
          onClick={clock.playing ? clock.pause : clock.play}
          className="w-20 rounded border border-line bg-raised px-2 py-1 text-sm font-medium"
        >
          {clock.playing ? 'Pause' : 'Play'}
        </button>
        <HeaderChoices
          label="Replay speed"
          value={String(view.speed)}
          options={SPEEDS.map(String)}
          names={{ '1': '1×', '10': '10×', '60': '60×' }}
          onChange={(s) => setParam('speed', s === '1' ? null : s)}
        />
        <input
          type="range"
          aria-label="Replay moment"
          min={hours.openMs}
          max={hours.closeMs}
          step={1000}
          value={at}
          onChange={(e) => clock.seek(Number(e.target.value))}
          className="min-w-[12rem] flex-1 accent-[var(--app-accent)]"
        />
        <output data-testid="replay-clock" data-ms={at} className="font-mono text-sm tabular-nums">
          {clockParam(at)} ET
        </output>
      </section>

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel
          title={`${ticker} price and levels`}
          badges={
            <span className="flex flex-wrap gap-3 text-xs">
              <span>
                Last{' '}
                <b data-testid="replay-price" data-price={price ?? ''} className="font-mono">
                  {formatPrice(price)}
                </b>
              </span>
              <span data-testid="replay-regime" title={regimeTitle(regimeNow)}>
                Regime{' '}
                <b
                  className={regimeNow.regime === 'long' ? 'text-up' : regimeNow.regime === 'short' ? 'text-down' : ''}
                >
                  {regimeWords(regimeNow.regime)}
                </b>{' '}
                ({regimeAgainstWords(regimeNow)}) · net GEX at {gexSample ? formatEtTime(gexSample.tMs) : MISSING}{' '}
                {formatMoney(gexSample?.netGex, { signed: true, digits: 1 })}
                {netGexDisagrees(regimeNow) ? ' †' : ''}
              </span>
            </span>
          }
          note={
            <span data-testid="replay-levels-source" data-at={shownLevels.atMs ?? ''}>
              Bars complete by the moment shown.{' '}
              {shownLevels.atMs !== null
                ? `Key levels with flow as read at ${formatEtTime(shownLevels.atMs)} ET (${src.levelReadings.length} readings recorded that day).`
                : src.levelReadings.length > 0
                  ? "No reading recorded before this moment: the session's final key levels."
                  : "The session's final key levels (this dashboard recorded none of its readings that day)."}{' '}
              The net GEX is the service's intraday exposure series, every 5 minutes.
            </span>
          }
        >
          <QueryState query={src.queries.bars} label="Price bars" height="h-[380px]">
            {() => (
              <PriceChartWithLevels
                bars={shownBars}
                forming={null}
                levels={levels}
                livePrice={price}
                daily={false}
                fitKey={`${ticker}-${session}`}
                height={CHART_HEIGHT}
                theme={theme}
              />
            )}
          </QueryState>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Levels from the price">
            {levels.map((l) => {
              const d = distance(price, l.price);
              return (
                <li key={l.key}>
                  {/* The accent as a swatch, the name in the text colour: an accent as text is below 4.5:1
                      on the light theme's white (2.1–3.7:1), and the same swatch keys the GEX page's legend. */}
                  <span
                    className="mr-1 inline-block h-0.5 w-4 align-middle"
                    style={{ background: l.color }}
                    aria-hidden
                  />
                  <span>{l.label}</span> {formatPrice(l.price)}{' '}
                  <span className="text-muted">
                    {d ? `${d.pct >= 0 ? '+' : ''}${(d.pct * 100).toFixed(2)}%` : MISSING}
                  </span>
                </li>
              );
            })}
          </ul>
        </Panel>

        <Panel
          title="Tape"
          testId="replay-tape"
          badges={
            <span className="text-xs text-muted" data-testid="replay-tape-count">
              {src.tape
                ? `${formatCount(printed)} of ${formatCount(src.tape.entries.length)} orders printed by now`
                : ''}
            </span>
          }
          note={
            src.tape && src.tape.recordedOnly > 0
              ? `${formatCount(src.tape.recordedOnly)} orders come from this dashboard's recording of the stream and not from the REST tape.`
              : undefined
          }
        >
          {src.tapeDecision.kind !== 'read' ? (
            <p className="p-2 text-xs text-muted" data-testid="replay-tape-unread">
              The tape is not read: it costs flow rows the first time (see above).
            </p>
          ) : (
            <QueryState query={src.queries.tape} label="The session's tape" height="h-[380px]">
              {() => (
                <DataTable
                  id="replay-tape"
                  label="Session tape up to the moment"
                  columns={REPLAY_TAPE_COLUMNS}
                  rows={tapeRows}
                  rowKey={(e) => e.eventId}
                  rowAttributes={(e) => ({ 'data-testid': 'replay-tape-row', 'data-ts': String(e.tsMs) })}
                  height="max-h-[26rem]"
                  size="xs"
                />
              )}
            </QueryState>
          )}
          {src.tape && printed === 0 ? (
            <p className="p-2 text-xs text-muted">No order printed yet at this moment.</p>
          ) : null}
        </Panel>
      </div>

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <Panel
          title={`${ticker} tide`}
          note="Net premium of the ticker's tape up to the moment (paid − received). The service publishes the tide of the current session only, so a past session's is summed from its orders."
        >
          {tideNow.length > 0 ? (
            <TideCurve points={tideNow} label={`${ticker} tide up to ${clockParam(at)}`} />
          ) : (
            <p className="text-xs text-muted">No signed premium yet at this moment.</p>
          )}
        </Panel>
        <Panel
          title="Abnormal trades"
          testId="replay-abnormal"
          badges={
            <span className="text-xs text-muted">{`${formatCount(abnormalShown)} of ${formatCount(src.abnormal.entries.length)} by now`}</span>
          }
        >
          <QueryState query={src.queries.abnormal} label="Abnormal trades" height="h-40">
            {() =>
              abnormalRows.length === 0 ? (
                <p className="text-xs text-muted">None yet at this moment.</p>
              ) : (
                <ul className="flex flex-col gap-1 text-xs tabular-nums">
                  {abnormalRows.map((a) => {
                    const lean = orderLean(a.optionType, a.side);
                    return (
                      <li key={a.eventId} data-testid="replay-abnormal-row" className="flex gap-3">
                        <span className="font-mono">{formatEtTime(a.timestamp)}</span>
                        <span className={lean ? LEAN_TEXT[lean] : ''}>
                          {sideText(a.side)} {contractText(a)}
                        </span>
                        <span>{formatCount(a.contracts)} contracts</span>
                        <span className="ml-auto">{formatMoney(a.premium)}</span>
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </QueryState>
        </Panel>
      </div>
      {src.tape ? <ReplayReceipts entries={src.tape.entries} session={session} /> : null}
    </div>
  );
}
