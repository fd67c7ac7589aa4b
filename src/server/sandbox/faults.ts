/**
 * Admin-injected faults and empty-data markers, matched by a glob on the request path (`*` matches any
 * run of characters, `/` included, so `/v1/gex/*` covers every GEX route).
 */

export interface Fault {
  readonly pattern: string;
  /** Status to answer with; absent for a pure delay. */
  readonly status?: number;
  /** How many matching requests it applies to; undefined = until cleared. */
  readonly count?: number;
  readonly retryAfter?: number;
  readonly delayMs?: number;
}

export interface Marker {
  readonly pattern: string;
  readonly degraded?: boolean;
  readonly staleLiveWindow?: boolean;
  readonly count?: number;
}

interface Armed<T> {
  readonly item: T;
  readonly re: RegExp;
  left: number;
}

export function globToRegExp(glob: string): RegExp {
  const body = glob
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

function take<T>(list: Armed<T>[], path: string): T | undefined {
  const i = list.findIndex((a) => a.re.test(path));
  if (i < 0) return undefined;
  const a = list[i]!;
  a.left -= 1;
  if (a.left <= 0) list.splice(i, 1);
  return a.item;
}

export class FaultStore {
  private faults: Armed<Fault>[] = [];
  private markers: Armed<Marker>[] = [];

  addFault(f: Fault): void {
    this.faults.push({ item: f, re: globToRegExp(f.pattern), left: f.count ?? Number.POSITIVE_INFINITY });
  }

  addMarker(m: Marker): void {
    this.markers.push({ item: m, re: globToRegExp(m.pattern), left: m.count ?? Number.POSITIVE_INFINITY });
  }

  /** The first fault matching the path, consuming one of its uses. */
  takeFault(path: string): Fault | undefined {
    return take(this.faults, path);
  }

  takeMarker(path: string): Marker | undefined {
    return take(this.markers, path);
  }

  clearFaults(): void {
    this.faults = [];
  }

  clearMarkers(): void {
    this.markers = [];
  }
}
