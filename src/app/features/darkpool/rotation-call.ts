/**
 * A call on sector rotation: where off-exchange money goes in and comes out, and the most elevated
 * sector. Both the service's own call (market-readers.ts) and the one read from the ratios
 * (rotation-summary.ts) take this shape.
 */
export interface RotationCall {
  readonly into: readonly string[];
  readonly outOf: readonly string[];
  readonly mostElevated: { readonly key: string; readonly ratio: number | null } | null;
}
