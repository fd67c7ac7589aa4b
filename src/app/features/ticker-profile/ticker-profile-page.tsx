/**
 * A ticker's profile (/ticker/:ticker, the ticker upper-cased in the URL): the quote, daily candles
 * with SMA/EMA/RSI/MACD, upcoming earnings, short interest and news on the first screen; then
 * seasonality, statements, insider filings, short volume, dividends and splits. A path that cannot be a
 * ticker asks for nothing and says why.
 */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { TickerPageHeader } from '../../ui/ticker-page-header';
import { CatalystsPanel } from './catalysts-panel';
import { DividendsPanel, FinancialsPanel, SplitsPanel } from './fundamentals-panels';
import { IndicatorsPanel } from './indicators-panel';
import { InsidersPanel, NewsPanel } from './news-insider-panels';
import { PricePanel } from './price-panel';
import { QuoteStrip } from './quote-strip';
import { SeasonalityPanel } from './seasonality-panel';
import { ShortInterestPanel, ShortVolumePanel } from './short-panels';

/** The same ticker on the other pages; tide has no per-ticker door, so it opens market-wide. */
function sameTickerLinks(ticker: string): readonly (readonly [string, string])[] {
  return [
    [`/gex/${ticker}`, 'GEX'],
    [`/volatility/${ticker}`, 'Volatility'],
    [`/darkpool/${ticker}`, 'Dark pool'],
    [`/oi/${ticker}`, 'Open interest'],
    ['/tide', 'Tide'],
  ];
}

function Profile(props: { ticker: string }): ReactElement {
  const { ticker } = props;
  return (
    <div className="flex flex-col gap-3 p-3">
      <TickerPageHeader title="Ticker profile" ticker={ticker} route="ticker">
        <nav aria-label={`${ticker} on other pages`} className="flex flex-wrap gap-2 text-sm">
          {sameTickerLinks(ticker).map(([to, label]) => (
            <Link key={to} to={to} className="rounded border border-line px-2 py-0.5 hover:bg-raised">
              {label}
            </Link>
          ))}
        </nav>
      </TickerPageHeader>
      <QuoteStrip ticker={ticker} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-3 xl:col-span-2">
          <PricePanel ticker={ticker} />
          <IndicatorsPanel ticker={ticker} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <CatalystsPanel ticker={ticker} />
          <ShortInterestPanel ticker={ticker} />
          <NewsPanel ticker={ticker} />
        </div>
      </div>
      <SeasonalityPanel ticker={ticker} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <FinancialsPanel ticker={ticker} />
        <InsidersPanel ticker={ticker} />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        <ShortVolumePanel ticker={ticker} />
        <DividendsPanel ticker={ticker} />
        <SplitsPanel ticker={ticker} />
      </div>
    </div>
  );
}

export function TickerProfilePage(): ReactElement {
  // The route's gate (layout/ticker-route.tsx) has checked the ticker and upper-cased the URL.
  const ticker = useParams().ticker ?? '';
  // Keyed by ticker: a panel's own choices (statement period, news filter) start afresh for another one.
  return <Profile key={ticker} ticker={ticker} />;
}
