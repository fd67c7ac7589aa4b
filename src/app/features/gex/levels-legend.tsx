/**
 * The key levels as an accessible list beside the chart: value, distance from the last traded price,
 * colour key; the snapshot's spot named as what it is; the regime by its one definition, live and at
 * the snapshot (structural beside with-flow); the local gamma transition beside the global flip.
 */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import {
  NET_GEX_NOTE,
  netGexDisagrees,
  REGIME_DEFINITION,
  regimeAgainstWords,
  regimeWords,
  type RegimeReading,
} from '../../data/gamma-regime';
import { FLIP_DEFINITION, flipTitle } from '../../data/readings/flip';
import {
  distancesFrom,
  flipTypeWords,
  fromLastLabel,
  LOCAL_TRANSITION_WORDS,
  snapshotSpotLabel,
  type LevelDistance,
} from '../../data/level-distances';
import type { Levels } from '../../data/key-levels';
import { formatEtTime, formatMoney, formatPercentChange, formatPrice, formatSigned } from '../../ui/format';
import { LEVEL_COLORS, LEVEL_LABELS, type LevelName } from '../../ui/level-colors';
import { useLiveLevels } from './live-levels';

const ORDER: readonly Exclude<LevelName, 'spot'>[] = ['gamma_flip', 'call_wall', 'put_wall', 'max_pain'];

function DistanceText(props: { d: LevelDistance | null }): ReactElement | null {
  if (!props.d || props.d.pct === null) return null;
  return (
    <span className="num text-muted" data-testid="distance">
      {formatPercentChange(props.d.pct, 2)} / {formatSigned(props.d.abs, 2)}
    </span>
  );
}

/** A regime with the flip it was read against (gamma-regime.ts); net GEX beside it as a figure. */
function RegimeText(props: { r: RegimeReading; testId: string }): ReactElement {
  const r = props.r.regime;
  return (
    <span
      data-testid={props.testId}
      data-regime={r ?? ''}
      data-flip-variant={props.r.variant ?? ''}
      data-flip={props.r.flip ?? ''}
      data-price={props.r.spot ?? ''}
    >
      <span className={r === 'long' ? 'text-up' : r === 'short' ? 'text-down' : 'text-muted'}>{regimeWords(r)}</span>
      <span className="text-muted"> ({regimeAgainstWords(props.r)}</span>
      {props.r.netGex !== null ? (
        <span className="text-muted" title={NET_GEX_NOTE} data-net-gex-disagrees={netGexDisagrees(props.r)}>
          ; net GEX {formatMoney(props.r.netGex, { signed: true })}
          {netGexDisagrees(props.r) ? ', the other sign †' : ''}
        </span>
      ) : null}
      <span className="text-muted">)</span>
    </span>
  );
}

export function LevelsLegend(props: { levels: Levels | null; basis: string }): ReactElement {
  const l = props.levels;
  const ticker = useParams().ticker ?? null;
  const x = useLiveLevels(props.basis === 'structural' ? 'structural' : 'flow');
  // On a past session there is no live price: distances are from the closing snapshot's spot.
  const from = x.isCurrent ? x.live.price : (l?.spot ?? null);
  const d = distancesFrom(from, l ? { ...l, ...x.flip } : null);
  const fromText = x.isCurrent ? fromLastLabel(from) : `from the closing snapshot's spot ${formatPrice(from)}`;
  const live = x.liveRegime;
  return (
    <ul aria-label="Key levels" className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-basis={props.basis}>
      <li data-testid="live-price" data-value={from ?? ''} data-source={x.live.source ?? ''} className="flex gap-1">
        <span className="inline-block h-0.5 w-4 self-center" style={{ background: LEVEL_COLORS.spot }} aria-hidden />
        <span className="text-muted">{x.isCurrent ? 'Last' : 'Close'}</span>
        <span className="num font-medium">{formatPrice(from)}</span>
        {x.isCurrent && x.live.atMs !== null ? (
          <span className="text-muted">
            ({x.live.source}, {formatEtTime(x.live.atMs).slice(0, 5)} ET)
          </span>
        ) : null}
      </li>
      {ORDER.map((name) => {
        const v = l ? l[name] : null;
        return (
          <li key={name} data-level={name} data-value={v ?? ''} className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4" style={{ background: LEVEL_COLORS[name] }} aria-hidden />
            <span className="text-muted" data-flip-variant={name === 'gamma_flip' ? x.variant : undefined}>
              {name === 'gamma_flip' ? flipTitle(x.variant) : LEVEL_LABELS[name]}
              {name === 'max_pain' && l?.max_pain_expiry ? ` (${l.max_pain_expiry})` : ''}
            </span>
            <span className="num font-medium">{formatPrice(v)}</span>
            <DistanceText d={d[name]} />
            {x.isCurrent && v !== null && ticker ? (
              <Link
                to={`/alerts?ticker=${encodeURIComponent(ticker)}&level=${name}:${v}`}
                className="text-muted underline decoration-dotted hover:text-fg"
                aria-label={`Set an alert on the ${name === 'gamma_flip' ? flipTitle(x.variant) : LEVEL_LABELS[name]} ${formatPrice(v)}`}
              >
                alert
              </Link>
            ) : null}
          </li>
        );
      })}
      <li data-level-extra="local_gamma_transition" data-value={x.flip.localTransition ?? ''} className="flex gap-1">
        <span className="text-muted" title={LOCAL_TRANSITION_WORDS}>
          Local γ transition
        </span>
        <span className="num font-medium">{formatPrice(x.flip.localTransition)}</span>
        <DistanceText d={d.local_gamma_transition} />
      </li>
      <li className="text-muted" data-testid="distances-from">
        distances {fromText}
      </li>
      <li className="text-muted" data-testid="snapshot-spot" data-value={l?.spot ?? ''}>
        {snapshotSpotLabel(l?.spot ?? null, x.snapshotAsOf)}
      </li>
      <li data-testid="regime-line" className="basis-full">
        <span className="text-muted">Regime now: </span>
        <RegimeText r={live} testId="regime-live" />
        {live.regime !== null && live.basis === 'live' ? (
          <span className="text-muted"> at {formatEtTime(live.at).slice(0, 5)} ET</span>
        ) : null}
        <span className="text-muted"> · at the snapshot&apos;s spot: </span>
        <RegimeText r={x.structural} testId="regime-structural" />
        <span className="text-muted">, </span>
        <RegimeText r={x.withFlow} testId="regime-with-flow" />
        {x.serviceLabel !== null ? (
          <span className="text-muted" data-testid="service-regime-label" data-regime={x.serviceLabel}>
            {' '}
            · the service&apos;s gamma_regime: {x.serviceLabel} (its net GEX&apos;s sign)
          </span>
        ) : null}
        {x.labelDrift ? (
          <span className="text-warn"> (the service labels it otherwise: its gamma_regime follows another rule)</span>
        ) : null}
      </li>
      <li className="basis-full text-muted" data-testid="regime-definition">
        {REGIME_DEFINITION} {FLIP_DEFINITION}
        {netGexDisagrees(live) || netGexDisagrees(x.structural) || netGexDisagrees(x.withFlow)
          ? ` † ${NET_GEX_NOTE}`
          : ''}
      </li>
      <li className="basis-full text-muted" data-testid="flip-type">
        {flipTypeWords(l?.gamma_flip_type ?? null)} Global flip {formatPrice(x.flip.globalFlip)}, local transition{' '}
        {formatPrice(x.flip.localTransition)}: {LOCAL_TRANSITION_WORDS.replace(/^Local transition: /, '')}
      </li>
    </ul>
  );
}
