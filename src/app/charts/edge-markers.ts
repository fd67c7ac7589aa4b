/**
 * Where the chart's levels go: a level inside the visible price window is a price line; one outside it
 * is an edge marker at the top or bottom edge naming the level and its distance from the live price,
 * so fitting the candles never hides a level. Markers stack from the edge, nearest level first.
 */

export interface ChartLevel {
  readonly key: string;
  readonly label: string;
  readonly price: number;
  readonly color: string;
}

export interface EdgeMarker extends ChartLevel {
  readonly edge: 'top' | 'bottom';
  /** Level − reference price, in dollars; null without a reference price. */
  readonly distance: number | null;
  /** The same as a fraction of the reference price. */
  readonly distancePct: number | null;
}

export interface PlacedMarker extends EdgeMarker {
  /** Top of the marker's row, in pane pixels. */
  readonly y: number;
}

/** Levels above `hi` go to the top edge, below `lo` to the bottom; the rest are in view. */
export function edgeMarkers(
  levels: readonly ChartLevel[],
  visible: { readonly lo: number; readonly hi: number },
  reference: number | null,
): EdgeMarker[] {
  const out: EdgeMarker[] = [];
  for (const l of levels) {
    if (l.price >= visible.lo && l.price <= visible.hi) continue;
    const distance = reference === null ? null : l.price - reference;
    out.push({
      ...l,
      edge: l.price > visible.hi ? 'top' : 'bottom',
      distance,
      distancePct: distance === null || reference === 0 || reference === null ? null : distance / reference,
    });
  }
  return out;
}

/** Rows for the markers: top ones down from the top edge, bottom ones up from the bottom, nearest first. */
export function placeEdgeMarkers(
  markers: readonly EdgeMarker[],
  paneHeight: number,
  rowHeight: number,
  inset = 4,
): PlacedMarker[] {
  const top = markers.filter((m) => m.edge === 'top').sort((a, b) => a.price - b.price);
  const bottom = markers.filter((m) => m.edge === 'bottom').sort((a, b) => b.price - a.price);
  return [
    ...top.map((m, i) => ({ ...m, y: inset + i * rowHeight })),
    ...bottom.map((m, i) => ({ ...m, y: paneHeight - inset - (i + 1) * rowHeight })),
  ];
}

/** A signed figure with the typographic minus the app's number formats use. */
function signed(v: number, digits: number): string {
  return `${v < 0 ? '−' : '+'}${Math.abs(v).toFixed(digits)}`;
}

/** "Gamma flip 168.00 ▲ +19.8% (+27.66)": the marker's text, the distance measured from the live price. */
export function edgeMarkerText(m: EdgeMarker): string {
  const arrow = m.edge === 'top' ? '▲' : '▼';
  const pct = m.distancePct === null ? '' : ` ${signed(m.distancePct * 100, 1)}%`;
  const abs = m.distance === null ? '' : ` (${signed(m.distance, 2)})`;
  return `${arrow} ${m.label} ${m.price.toFixed(2)}${pct}${abs}`;
}
