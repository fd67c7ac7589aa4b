/**
 * The GEX page's exposure profile by strike for one ticker in a desk panel: every strike between the
 * levels, spot and the structural gamma flip marked (the snapshot's levels, as the desk's price chart).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { exposureRows } from '../../charts/exposure-rows';
import { GexProfile } from '../../charts/gex-profile';
import { priceRange } from '../../charts/price-range';
import { useCurrentSession } from '../../data/current-session';
import { levelsOf } from '../../data/key-levels';
import { useTheme } from '../../layout/theme-store';
import { QueryState } from '../../ui/query-state';
import { gexExposure, gexLevels } from './queries';

export function DeskProfilePanel(props: { ticker: string; height: number }): ReactElement {
  const { ticker } = props;
  const { session } = useCurrentSession();
  const theme = useTheme((s) => s.theme);
  const opts = { currentSession: session, poll: true } as const;
  const at = { session, ticker, dte_filter: 'all' } as const;
  const exposure = useQuery(gexExposure(at, false, opts));
  const snapshot = useQuery(gexLevels({ session, ticker }, opts));
  const levels = useMemo(() => levelsOf(snapshot.data), [snapshot.data]);
  const rows = useMemo(() => exposureRows(exposure.data, 'gex'), [exposure.data]);
  const range = useMemo(
    () =>
      priceRange(levels ? [levels.spot, levels.gamma_flip, levels.call_wall, levels.put_wall, levels.max_pain] : []),
    [levels],
  );
  const height = Math.max(120, props.height);
  return (
    <QueryState query={exposure} label="exposure by strike" height="h-40">
      {() =>
        range && rows.length > 0 ? (
          <GexProfile
            rows={rows}
            metric="gex"
            range={range}
            spot={levels?.spot ?? null}
            flip={levels?.gamma_flip ?? null}
            height={height}
            paneHeight={height - 28}
            theme={theme}
          />
        ) : (
          <p className="p-2 text-xs text-muted">
            {range ? 'No strikes with exposure.' : 'Waiting for the levels that frame the strikes.'}
          </p>
        )
      }
    </QueryState>
  );
}
