/**
 * Where the chart's levels go: a level inside the visible price window is a price line; one outside it
 * is an edge marker at the top or bottom edge naming the level and its distance from the live price,
 * so fitting the candles never hides a level. Markers stack from the edge, nearest level first. Levels
 * of one group (the ten dark-pool levels) share one marker per edge: the nearest, and how many more.
 */

export interface ChartLevel {
  readonly key: string;
  readonly label: string;
  readonly price: number;
  readonly color: string;
  /** Plural noun of the level's group ("dark-pool levels"); a group has one marker per edge. */
  readonly group?: string;
}

export interface EdgeMarker extends ChartLevel {
  readonly edge: 'top' | 'bottom';
  /** Level − reference price, in dollars; null without a reference price. */
  readonly distance: number | null;
  /** The same as a fraction of the reference price. */
  readonly distancePct: number | null;
  /** Further levels of the group beyond this one on the same edge. */
  readonly more: number;
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
  /** Index in `out` of each group's marker per edge. */
  const grouped = new Map<string, number>();
  for (const l of levels) {
    if (l.price >= visible.lo && l.price <= visible.hi) continue;
    const edge = l.price > visible.hi ? 'top' : 'bottom';
    const distance = reference === null ? null : l.price - reference;
    const marker: EdgeMarker = {
      ...l,
      edge,
      distance,
      distancePct: distance === null || reference === 0 || reference === null ? null : distance / reference,
      more: 0,
    };
    const slot = l.group === undefined ? undefined : `${l.group}|${edge}`;
    const at = slot === undefined ? undefined : grouped.get(slot);
    if (slot !== undefined && at === undefined) grouped.set(slot, out.length);
    if (at === undefined) {
      out.push(marker);
      continue;
    }
    // The group's marker names the level nearest the window and counts the rest.
    const held = out[at]!;
    const nearer = edge === 'top' ? l.price < held.price : l.price > held.price;
    out[at] = nearer ? { ...marker, more: held.more + 1 } : { ...held, more: held.more + 1 };
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

/**
 * "▲ Gamma flip 168.00 +19.8% (+27.66)": the marker's text, the distance measured from the live price;
 * a group's adds "· 9 more dark-pool levels below".
 */
export function edgeMarkerText(m: EdgeMarker): string {
  const arrow = m.edge === 'top' ? '▲' : '▼';
  const pct = m.distancePct === null ? '' : ` ${signed(m.distancePct * 100, 1)}%`;
  const abs = m.distance === null ? '' : ` (${signed(m.distance, 2)})`;
  const more = m.more > 0 && m.group ? ` · ${m.more} more ${m.group} ${m.edge === 'top' ? 'above' : 'below'}` : '';
  return `${arrow} ${m.label} ${m.price.toFixed(2)}${pct}${abs}${more}`;
}
