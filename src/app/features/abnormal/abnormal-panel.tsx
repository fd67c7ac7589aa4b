/**
 * The abnormal-trades panel beside the tape. For the current session it starts from the REST answer
 * (`abnormal.current`), so it is not empty until the stream's first message, then adds the streamed
 * trades, each event once. For a past session (`?session=`) it shows that session's trades
 * (`abnormal.session`): the stream carries only today's.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { isObj, str } from '../../data/readers';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { useAbnormalStream } from '../../stream/stream-client';
import type { StreamRow } from '../../stream/protocol';
import { FreshnessBadge, type FreshnessMeta } from '../../ui/freshness-badge';
import { formatCount } from '../../ui/format';
import { ErrorPanel, QueryState } from '../../ui/query-state';
import { addAbnormalRows, useAbnormalFeed } from './abnormal-feed';
import { AbnormalList } from './abnormal-list';
import { abnormalRowsOf, toAbnormalEntry } from '../../data/abnormal-row';
import { AlertSettings } from './alert-settings';
import { HeartbeatIndicator } from './heartbeat-indicator';
import { abnormalCurrent, abnormalSession } from '../../data/abnormal-queries';
import { RECEIPTED, ReceiptProgress, ReceiptSummary, SettlementNote, useReceipts } from '../../ui/oi-receipts';
import { PanelBoundary } from '../../ui/panel-boundary';

/** The answer's freshness, its as_of moved up to the newest trade the stream has added since. */
function liveMeta(seed: unknown, newest: string | null): FreshnessMeta {
  const meta: FreshnessMeta = isObj(seed) ? { ...seed } : {};
  const seedAt = meta.as_of ? Date.parse(meta.as_of) : Number.NaN;
  const newestAt = newest ? Date.parse(newest) : Number.NaN;
  if (Number.isFinite(newestAt) && !(seedAt >= newestAt)) return { ...meta, as_of: newest };
  return meta;
}

function LiveTrades(): ReactElement {
  const onRows = useCallback(
    (rows: readonly StreamRow[], _at: readonly number[], replay: boolean) => addAbnormalRows(rows, replay),
    [],
  );
  useAbnormalStream(onRows);
  const seed = useQuery(abnormalCurrent());
  // The seed is what the service already had: it fills the list but raises no alert.
  useEffect(() => {
    if (seed.data !== undefined) addAbnormalRows(abnormalRowsOf(seed.data), true);
  }, [seed.data]);
  const { rows, alerts } = useAbnormalFeed();
  const list = (
    <AbnormalList
      rows={rows}
      label="Latest abnormal trades"
      empty="No abnormal trade yet. They appear here as they are detected during market hours."
    />
  );
  return (
    <>
      <FreshnessBadge meta={liveMeta(seed.data, rows[0]?.timestamp ?? null)} />
      <AlertSettings />
      <p className="text-xs text-muted">
        {formatCount(rows.length)} this session · {formatCount(alerts)} alerts
      </p>
      {rows.length > 0 ? (
        <>
          {seed.isError ? <ErrorPanel error={seed.error} label="earlier abnormal trades" compact /> : null}
          {list}
        </>
      ) : (
        <QueryState query={seed} label="abnormal trades">
          {() => list}
        </QueryState>
      )}
    </>
  );
}

function SessionTrades(props: { session: string }): ReactElement {
  const q = useQuery(abnormalSession(props.session));
  const rows = useMemo(() => abnormalRowsOf(q.data).map(toAbnormalEntry).reverse(), [q.data]);
  // Receipts cost a contract history each: asked for on purpose, per session shown.
  const [receiptsFor, setReceiptsFor] = useState<string | null>(null);
  const on = receiptsFor === props.session;
  const { receipts, progress, settlement } = useReceipts(rows, props.session, on);
  return (
    <QueryState query={q} label={`abnormal trades of ${props.session}`}>
      {(data) => (
        <>
          <FreshnessBadge meta={isObj(data) ? data : {}} />
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {formatCount(rows.length)} trades of {str(isObj(data) ? data.session : null) ?? props.session}
            {on ? (
              <ReceiptProgress progress={progress} prefix="OI receipts: " />
            ) : rows.length > 0 ? (
              <button
                type="button"
                data-testid="receipts-button"
                className="rounded border border-line px-1.5 py-0.5 hover:text-fg"
                onClick={() => setReceiptsFor(props.session)}
                title={`Reads the OI history of the ${RECEIPTED} largest trades' contracts (a request each)`}
              >
                OI receipts of the {RECEIPTED} largest
              </button>
            ) : null}
          </p>
          {on ? (
            <>
              <SettlementNote settlement={settlement} />
              <ReceiptSummary rows={rows} receipts={receipts} />
            </>
          ) : null}
          <AbnormalList
            rows={rows}
            label={`Abnormal trades of ${props.session}`}
            empty="No abnormal trade that session."
            receipts={on ? receipts : undefined}
          />
        </>
      )}
    </QueryState>
  );
}

export function AbnormalPanel(): ReactElement {
  const [session] = useSessionParam();
  const live = session === CURRENT;
  return (
    <section
      aria-labelledby="abnormal-title"
      className="flex h-full flex-col gap-1 rounded border border-line bg-panel p-2"
      data-testid="abnormal-panel"
      data-mode={live ? 'live' : 'session'}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-1">
        <h2 id="abnormal-title" className="text-sm font-semibold">
          Abnormal trades{live ? '' : ` · ${session}`}
        </h2>
        {live ? <HeartbeatIndicator /> : null}
      </header>
      <PanelBoundary label="Abnormal trades">
        {live ? <LiveTrades /> : <SessionTrades session={session} />}
      </PanelBoundary>
    </section>
  );
}
