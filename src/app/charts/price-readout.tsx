/** The OHLC and volume read-out of the bar under the crosshair (the newest bar when not hovering). */
import { MARKET_TIME_ZONE } from '../../api/calendar';
import type { ReactElement } from 'react';
import { formatCompact, formatPrice } from '../ui/format';
import type { PriceBar } from './price-bars';

const etStamp = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const utcDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

export function PriceReadout(props: { bar: PriceBar | null; daily: boolean; hovering: boolean }): ReactElement | null {
  const b = props.bar;
  if (!b) return null;
  const when = props.daily ? utcDay.format(b.time * 1000) : `${etStamp.format(b.time * 1000)} ET`;
  const tone = b.close >= b.open ? 'text-up' : 'text-down';
  return (
    <div
      data-testid="price-readout"
      data-hovering={props.hovering ? 'true' : 'false'}
      className="flex flex-wrap gap-x-2 px-1 font-mono text-[11px] leading-5 text-muted"
    >
      <span>{props.hovering ? when : `last · ${when}`}</span>
      <span>
        O <span className={tone}>{formatPrice(b.open)}</span>
      </span>
      <span>
        H <span className={tone}>{formatPrice(b.high)}</span>
      </span>
      <span>
        L <span className={tone}>{formatPrice(b.low)}</span>
      </span>
      <span>
        C <span className={tone}>{formatPrice(b.close)}</span>
      </span>
      <span>Vol {formatCompact(b.volume)}</span>
    </div>
  );
}
