/** The key levels as an accessible list beside the chart: value, distance from spot, colour key. */
import type { ReactElement } from 'react';
import { distance, type Levels } from '../../data/readers';
import { formatPercentChange, formatPrice, formatSigned } from '../../ui/format';
import { LEVEL_COLORS, LEVEL_LABELS, type LevelName } from '../../ui/level-colors';

const ORDER: readonly LevelName[] = ['spot', 'gamma_flip', 'call_wall', 'put_wall', 'max_pain'];

export function LevelsLegend(props: { levels: Levels | null; basis: string }): ReactElement {
  const l = props.levels;
  return (
    <ul aria-label="Key levels" className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-basis={props.basis}>
      {ORDER.map((name) => {
        const v = l ? l[name] : null;
        const d = name === 'spot' || !l ? null : distance(l.spot, v);
        return (
          <li key={name} data-level={name} data-value={v ?? ''} className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4" style={{ background: LEVEL_COLORS[name] }} aria-hidden />
            <span className="text-muted">
              {LEVEL_LABELS[name]}
              {name === 'max_pain' && l?.max_pain_expiry ? ` (${l.max_pain_expiry})` : ''}
            </span>
            <span className="num font-medium">{formatPrice(v)}</span>
            {d ? (
              <span className="num text-muted">
                {formatPercentChange(d.pct, 2)} / {formatSigned(d.abs, 2)}
              </span>
            ) : null}
          </li>
        );
      })}
      {l?.gamma_regime ? (
        <li className={l.gamma_regime === 'long' ? 'text-up' : 'text-down'}>
          {l.gamma_regime === 'long' ? '▲ dealers long gamma' : '▼ dealers short gamma'}
        </li>
      ) : null}
      {l?.gamma_flip_type === 'local_per_strike' ? (
        <li className="text-warn">flip is the per-strike fallback (cumulative never crosses zero)</li>
      ) : null}
    </ul>
  );
}
