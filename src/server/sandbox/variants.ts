/**
 * Answer variants: forms the reference permits but the sandbox does not use by default (a list under
 * another key, money as decimal strings, enums in upper case…). `/sandbox/variants` switches any set of
 * them on, so the BFF and the app are tested against a service that reads the reference's open points
 * differently, one variation at a time or all together.
 */

/** Every variant the sandbox can answer in; each names one open point of the reference. */
export const VARIANT_NAMES = [
  /** Every answer's main list (the watchlist's `symbols` included) under `results` instead of its name. */
  'list_key',
  /** Money, prices, scores and greeks as decimal strings ("US dollars" gives no JSON type). */
  'numeric_strings',
  /** Enum values (direction, option type, finality, regime…) in upper case. */
  'enum_case',
  /** `option_type` as the OCC letters `C` / `P`. */
  'option_letters',
  /** MCP tool results as a summary text block followed by the JSON, no `structuredContent`. */
  'mcp_text_only',
  /** The tape's paging cursor under `pagination.next_older_than`. */
  'tape_cursor',
  /** Tape rows with other field names (`size` for `contracts`, …). */
  'tape_row_names',
  /** Extra fields the reference does not name, on every object. */
  'extra_fields',
  /** Nullable numbers answered as null more often. */
  'nulls',
  /** Optional fields left out. */
  'omitted_optional',
  /** Timestamps in another ISO 8601 form (offset instead of Z, no fraction). */
  'timestamp_forms',
  /** `Retry-After` as an HTTP date instead of seconds. */
  'retry_after_date',
  /** A second `subscribe` adds to the first instead of replacing it. */
  'subscribed_adds',
  /** Heartbeats on another interval than 30 s. */
  'heartbeat_interval',
  /** Abnormal-trade frames without `event_id`. */
  'no_event_id',
] as const;

export type VariantName = (typeof VARIANT_NAMES)[number];

/** One line per variant, as `GET /sandbox/variants` lists them. */
export const VARIANT_DESCRIPTIONS: Readonly<Record<VariantName, string>> = {
  list_key: "every answer's main list under `results` (the watchlist's `symbols` as `tickers`)",
  numeric_strings: 'money, prices, scores and greeks as decimal strings; counts, sizes, ms times stay numbers',
  enum_case: 'enum values (direction, side, option_type, finality, regime…) in upper case, frames too',
  option_letters: '`option_type` as `C` / `P` in answers and frames',
  mcp_text_only: 'MCP tool results as a summary text block then the JSON, no `structuredContent`',
  tape_cursor: "the tape's cursor under `pagination.next_older_than`",
  tape_row_names: 'REST tape rows name size, premium, price and spot otherwise (`size`, `total_premium`, …)',
  extra_fields: 'an extra field (`_v`, `x_extra`) on every object of every answer and frame',
  nulls: 'price, greek and IV fields of one row in five answered as null',
  omitted_optional: 'optional metadata left out (`computed_at`, a false-y `hint`, `data.feed`, row `basis`…)',
  timestamp_forms: 'ISO timestamps as `+00:00` offsets without fraction instead of `Z`',
  retry_after_date: '`Retry-After` of 429 and 503 answers as an HTTP date',
  subscribed_adds: 'a second stream `subscribe` adds to the filter; `subscribed` reports the union',
  heartbeat_interval: 'abnormal-trades heartbeats at a third of the interval (10 s for 30 s)',
  no_event_id: 'abnormal trades (frames and REST rows) without `event_id`',
};

export function isVariantName(s: string): s is VariantName {
  return (VARIANT_NAMES as readonly string[]).includes(s);
}

/** The variants switched on in one running sandbox. */
export class Variants {
  #on = new Set<VariantName>();

  has(name: VariantName): boolean {
    return this.#on.has(name);
  }

  /** Switches exactly these on (the others off). */
  set(names: Iterable<VariantName>): void {
    this.#on = new Set(names);
  }

  list(): VariantName[] {
    return VARIANT_NAMES.filter((n) => this.#on.has(n));
  }

  get any(): boolean {
    return this.#on.size > 0;
  }

  clear(): void {
    this.#on.clear();
  }
}
