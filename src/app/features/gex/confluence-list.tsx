/**
 * The confluence read-out under the chart: prices where two or more layers agree within the band, each
 * with the levels that agree and its distance from the live price, nearest first.
 */
import type { ReactElement } from 'react';
import { formatPrice, formatSigned } from '../../ui/format';
import type { Confluence } from './confluence';
import { CONFLUENCE_BANDS, type ConfluenceBand } from './gex-url';
import { Segmented } from './segmented';

/** Listed at most; the nearest matter most to a trader. */
const SHOWN = 8;

export function ConfluenceList(props: {
  found: readonly Confluence[];
  band: ConfluenceBand;
  onBand: (band: ConfluenceBand) => void;
  /** How many layers beyond the gamma levels are on: with none there is nothing to agree with. */
  layersOn: number;
}): ReactElement {
  const { found } = props;
  return (
    <section aria-label="Confluence" className="mt-2 border-t border-line pt-2 text-xs">
      <header className="mb-1 flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">Confluence</h3>
        <span className="text-muted">prices where layers agree within</span>
        <Segmented
          label="Band"
          value={props.band}
          options={CONFLUENCE_BANDS}
          names={{ '0.1': '0.1%', '0.2': '0.2%', '0.5': '0.5%', '1': '1%' }}
          onChange={props.onBand}
        />
      </header>
      {props.layersOn === 0 ? (
        <p className="text-muted">
          Switch on a layer (dark-pool levels, POC and value area, blocks) to compare it with the gamma levels.
        </p>
      ) : found.length === 0 ? (
        <p className="text-muted" data-testid="confluence-none">
          No two layers within {props.band}% of each other.
        </p>
      ) : (
        <ol className="grid gap-1 sm:grid-cols-2" data-testid="confluence-list">
          {found.slice(0, SHOWN).map((c) => (
            <li
              key={`${c.lo}-${c.hi}`}
              data-testid="confluence"
              data-price={c.price}
              data-lo={c.lo}
              data-hi={c.hi}
              className="flex flex-wrap items-baseline gap-x-2 rounded border border-line px-2 py-1"
            >
              <span className="num font-semibold">{formatPrice(c.price)}</span>
              <span className="num text-muted" title="distance from the live price">
                {c.distance === null
                  ? '—'
                  : `${formatSigned(c.distance)} (${formatSigned(c.distancePct === null ? null : c.distancePct * 100, 2)}%)`}
              </span>
              <span className="basis-full text-muted">
                {c.members.map((m, i) => (
                  <span key={i} data-member={m.key} data-source={m.source} data-member-price={m.price}>
                    {i > 0 ? ' · ' : ''}
                    {m.label} {formatPrice(m.price)}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
