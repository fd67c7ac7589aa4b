/** The open-interest page's latest snapshot for one ticker in a desk panel, on the page's own query. */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { LatestPanel } from './oi-panels';
import { oiSnapshot } from './queries';

export function DeskOiPanel(props: { ticker: string }): ReactElement {
  return <LatestPanel ticker={props.ticker} query={useQuery(oiSnapshot(props.ticker))} />;
}
