/**
 * Where the chart's candles come from and what moves the newest one, in a line under the chart. When
 * the profile's OHLC carries no bars, the fallback to the `stock_candles` door is marked as drift: the
 * published source did not give what the chart reads.
 */
import type { ReactElement } from 'react';
import type { LivePrice } from '../../data/live-price';
import type { PriceSource } from './use-price-bars';

const SOURCE_TEXT: Readonly<Record<PriceSource, string>> = {
  profile: 'candles from the GEX profile’s 1-min OHLC bars',
  stock_candles: 'candles from the stock_candles door',
  daily_candles: 'daily candles from the dark pool’s daily-candles route',
};

export function PriceSourceNote(props: { source: PriceSource; fellBack: boolean; live: LivePrice }): ReactElement {
  const { live } = props;
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="price-source" data-source={props.source}>
      <span>Price ($, ET); {SOURCE_TEXT[props.source]}</span>
      {props.fellBack ? (
        <span
          className="rounded border border-down/60 px-1.5 py-0.5 leading-none text-down"
          title="The GEX profile answered include_ohlc=true with a session summary only (no bars); the candles come from the stock_candles door instead."
          data-testid="ohlc-drift"
        >
          ⚠ profile OHLC without bars
        </span>
      ) : null}
      <span>
        {live.price === null
          ? 'no live price: the newest bar is as fetched'
          : `newest bar follows the live price (${live.source ?? 'quote'})`}
      </span>
    </span>
  );
}
