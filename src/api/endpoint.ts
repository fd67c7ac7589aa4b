/**
 * The shape of one endpoint of the Options Analytics API v1, as data.
 * The registry (registry/, one file per family) is a list of these; the sandbox, the BFF and the app hooks all read it.
 */

export type HttpMethod = 'GET' | 'PUT' | 'POST';

/** Who may call an endpoint (Document B, Authentication; Document A, access columns). */
export type Access =
  | 'none' // no key needed
  | 'any' // any valid key, free or pro
  | 'free-preview' // any key; a free key receives truncated data
  | 'pro'; // Pro key required, a free key gets 403

/** The kinds of value a parameter can hold; each has one validator in validate.ts. */
export type ParamKind =
  | 'integer'
  | 'number'
  | 'boolean'
  | 'string'
  | 'enum'
  | 'date' // YYYY-MM-DD
  | 'datetime' // YYYY-MM-DDTHH:MM:SS (UTC cursor)
  | 'session' // YYYY-MM-DD US Eastern trading day
  | 'ticker' // one underlying symbol
  | 'tickers' // comma-separated underlyings
  | 'occ' // O:<underlying><yymmdd><C|P><strike x1000, 8 digits>
  | 'sector' // sector key (a sector fund's key, e.g. technology)
  | 'etf' // one of the ETF-flow symbols
  | 'dte_filter'; // all | 0dte | 0+1 | weekly | monthly, or an integer of days

export interface ParamSpec {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly kind: ParamKind;
  readonly required?: boolean;
  readonly default?: string | number | boolean;
  /** Inclusive bounds for integer/number kinds. */
  readonly min?: number;
  readonly max?: number;
  /** Allowed values for enum kinds. */
  readonly values?: readonly string[];
  /** A value above max is clamped to max rather than rejected (tape page size). */
  readonly clampMax?: boolean;
}

export interface BodyFieldSpec {
  readonly name: string;
  readonly kind: 'string' | 'string[]';
  readonly required: boolean;
  readonly maxItems?: number;
}

/** Which cache policy of ARCHITECTURE.md governs a family (see cache-policy.ts). */
export type CacheClass =
  | 'tide' // 120 s, the service's own recompute TTL
  | 'live' // 30-60 s, delayed feeds, provisional sessions
  | 'tape' // live flow tape page: short, row-budgeted
  | 'snapshot' // OI, IV surface, term structure: 10 min
  | 'reference' // fundamentals, calendars, reference data: 1 h
  | 'realtime' // quotes: a few seconds
  | 'no-store'; // account state, health, watchlist: never cached

export type Family =
  | 'health'
  | 'account'
  | 'intent-flow'
  | 'momentum'
  | 'abnormal-trades'
  | 'earnings'
  | 'economic'
  | 'directional'
  | 'gex'
  | 'darkpool'
  | 'volatility'
  | 'open-interest'
  | 'tide'
  | 'options-flow'
  | 'contracts'
  | 'quotes'
  | 'screener'
  | 'seasonality'
  | 'fundamentals'
  | 'insider'
  | 'institutional'
  | 'technicals'
  | 'news'
  | 'short-interest'
  | 'congress'
  | 'catalysts'
  | 'mcp';

/** How a free key's answer is cut down on a free-preview endpoint. */
export interface PreviewRule {
  /** `top`: the first rows; `last`: the most recent rows. */
  readonly take: 'top' | 'last';
  readonly count: number;
  /** Fields kept on each row; the rest are removed. */
  readonly fields: readonly string[];
}

export interface EndpointSpec {
  /** Stable identifier, `family.name`; used for query keys and logs. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path template with `{param}` segments, exactly as the reference writes it. */
  readonly path: string;
  readonly transport: 'rest' | 'ws' | 'mcp';
  readonly params: readonly ParamSpec[];
  readonly body?: readonly BodyFieldSpec[];
  readonly access: Access;
  readonly preview?: PreviewRule;
  readonly family: Family;
  /** Draws on the daily flow-row budget (tape routes and the flow stream). */
  readonly flowRows: boolean;
  /** A `current` endpoint answers the latest session with data. */
  readonly current: boolean;
  readonly cache: CacheClass;
  /** Name of the list in the payload (ARCHITECTURE.md decisions); `rows` where the reference gives none. */
  readonly rowsKey?: string;
  /** Set when the reference does not publish the path; the reason says why it looks as it does. */
  readonly assumed?: string;
  readonly summary: string;
}

/** Where a request's values come from, before validation. */
export interface RawRequest {
  readonly pathParams: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | readonly string[] | undefined>>;
}
