/**
 * Whether the price chart still shows its newest bar, and the way back to it. While the newest bar is in
 * the candles' area the library moves the view along with each new bar (it follows live); once the trader
 * pans or zooms it out of view the chart stays where they put it, and a "Back to live" button offers the
 * way back, at their zoom.
 */
import type { Time, UTCTimestamp } from 'lightweight-charts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { liveOffsetPx, type BuiltChart } from './price-chart-setup';
import { labelColumnPx } from './primitives/level-labels-primitive';

/**
 * Whether a bar centred at `x` (pixels from the pane's left; null when the chart has no bars) is in the
 * candles' area of a pane `paneWidth` wide: right of the left edge, left of the label column.
 */
export function newestInView(x: number | null, paneWidth: number): boolean {
  if (x === null || paneWidth <= 0) return true;
  return x >= 0 && x <= paneWidth - labelColumnPx(paneWidth);
}

export interface LiveEdge {
  /** The trader has moved the view off the newest bar. */
  readonly away: boolean;
  readonly backToLive: () => void;
}

/** `newestTime`: Unix seconds of the newest bar drawn (the forming one included); `rebuilt`: the chart's build. */
export function useLiveEdge(built: RefObject<BuiltChart | null>, newestTime: number | null, rebuilt: string): LiveEdge {
  const [away, setAway] = useState(false);
  const newest = useRef(newestTime);
  newest.current = newestTime;
  const check = useCallback(() => {
    const scale = built.current?.chart.timeScale();
    if (!scale) return;
    const t = newest.current;
    const x = t === null ? null : scale.timeToCoordinate(t as UTCTimestamp as Time);
    setAway(!newestInView(x, scale.width()));
  }, [built]);

  useEffect(() => {
    const scale = built.current?.chart.timeScale();
    if (!scale) return;
    scale.subscribeVisibleLogicalRangeChange(check);
    scale.subscribeSizeChange(check);
    return () => {
      scale.unsubscribeVisibleLogicalRangeChange(check);
      scale.unsubscribeSizeChange(check);
    };
  }, [built, check, rebuilt]);
  // A new newest bar while the trader looks elsewhere: still away; while following, the view moved along.
  useEffect(check, [check, newestTime]);

  const backToLive = useCallback(() => {
    const scale = built.current?.chart.timeScale();
    const range = scale?.getVisibleLogicalRange();
    if (!scale || !range || range.to <= range.from) return;
    // `scrollToRealTime` would put the newest bar under the label column (it ignores the offset in
    // pixels): scroll to that offset in bars at the trader's current zoom instead.
    const barSpacing = scale.width() / (range.to - range.from);
    scale.scrollToPosition(liveOffsetPx(scale.width()) / barSpacing, true);
  }, [built]);
  return { away, backToLive };
}
