/**
 * The head every dark-pool answer of a session carries in the readers' tests: the session, its
 * finality and the delayed-feed block (prints about 15 minutes behind, by the source's licence).
 */
export const SESSION_HEAD = {
  session: '2026-11-20',
  finality: 'provisional',
  data: {
    realtime: false,
    delay_seconds: 900,
    delay_reason: 'source_license',
    as_of: '2026-11-20T17:45:00Z',
    feed: 'TRF prints, ~15 min delayed',
  },
};

/** A ticker's answer adds its own `as_of` (the market's lists carry only the feed's). */
export const TICKER_HEAD = { ...SESSION_HEAD, as_of: '2026-11-20T17:45:00Z' };
