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
  /** Only requests of this method (a refused save, while reads of the same path go through). */
  readonly method?: 'GET' | 'PUT' | 'POST';
}

export interface Marker {
  readonly pattern: string;
  readonly degraded?: boolean;
  readonly staleLiveWindow?: boolean;
  readonly count?: number;
}

/**
 * Renames one field of the answers (or stream frames) whose path matches: the contract-drift fault.
 * `from` is a dotted path, `[]` standing for every element of a list (`rankings[].net_delta_last`);
 * stream frames match on their socket path (`/v1/ws/flow`) and `from` starts at the frame (`data.premium`).
 */
export interface FieldRename {
  readonly pattern: string;
  readonly from: string;
  /** The new name of the last segment of `from`; absent to keep the name. */
  readonly to?: string;
  /** Write a string value in upper case (`LONG` for `long`): an enum spelled otherwise. */
  readonly upperCase?: boolean;
  readonly count?: number;
}

type FieldChange = Pick<FieldRename, 'to' | 'upperCase'>;

function changeAt(node: unknown, segments: readonly string[], change: FieldChange): void {
  if (segments.length === 0 || node === null || typeof node !== 'object') return;
  const [head, ...rest] = segments as [string, ...string[]];
  const isList = head.endsWith('[]');
  const key = isList ? head.slice(0, -2) : head;
  const obj = node as Record<string, unknown>;
  if (rest.length === 0 && !isList) {
    if (!(key in obj)) return;
    const v = obj[key];
    if (change.upperCase && typeof v === 'string') obj[key] = v.toUpperCase();
    if (change.to !== undefined && change.to !== key) {
      obj[change.to] = obj[key];
      delete obj[key];
    }
    return;
  }
  const child = key === '' ? node : obj[key];
  if (isList) {
    if (Array.isArray(child)) for (const item of child) changeAt(item, rest, change);
  } else changeAt(child, rest, change);
}

/** A copy of `value` with the field at `from` changed (renamed, upper-cased); the original is left as it was. */
export function renameField<T>(value: T, from: string, change: FieldChange): T {
  const copy = structuredClone(value);
  changeAt(copy, from.split('.'), change);
  return copy;
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

function take<T>(list: Armed<T>[], path: string, applies: (item: T) => boolean = () => true): T | undefined {
  const i = list.findIndex((a) => a.re.test(path) && applies(a.item));
  if (i < 0) return undefined;
  const a = list[i]!;
  a.left -= 1;
  if (a.left <= 0) list.splice(i, 1);
  return a.item;
}

export class FaultStore {
  private faults: Armed<Fault>[] = [];
  private markers: Armed<Marker>[] = [];
  private renames: Armed<FieldRename>[] = [];

  addFault(f: Fault): void {
    this.faults.push({ item: f, re: globToRegExp(f.pattern), left: f.count ?? Number.POSITIVE_INFINITY });
  }

  addMarker(m: Marker): void {
    this.markers.push({ item: m, re: globToRegExp(m.pattern), left: m.count ?? Number.POSITIVE_INFINITY });
  }

  /** The first fault matching the path (and method, when the fault names one), consuming one of its uses. */
  takeFault(path: string, method = 'GET'): Fault | undefined {
    return take(this.faults, path, (f) => f.method === undefined || f.method === method);
  }

  takeMarker(path: string): Marker | undefined {
    return take(this.markers, path);
  }

  addRename(r: FieldRename): void {
    this.renames.push({ item: r, re: globToRegExp(r.pattern), left: r.count ?? Number.POSITIVE_INFINITY });
  }

  /** `value` with the first matching rename applied (consuming one of its uses), else `value` itself. */
  applyRename<T>(path: string, value: T): T {
    if (this.renames.length === 0) return value;
    const r = take(this.renames, path);
    return r ? renameField(value, r.from, r) : value;
  }

  clearRenames(): void {
    this.renames = [];
  }

  clearFaults(): void {
    this.faults = [];
  }

  clearMarkers(): void {
    this.markers = [];
  }
}
