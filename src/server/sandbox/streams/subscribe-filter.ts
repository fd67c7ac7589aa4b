/**
 * What a `subscribe` message does to a socket's ticker filter. The reference says the server replies
 * `subscribed` with the active list, not whether a second subscribe replaces the first or adds to it:
 * the sandbox replaces it, and with the `subscribed_adds` variant it adds (the reply names the union).
 */

/** The filter after a subscribe for `asked`; `previous` is the filter before (undefined: none yet). */
export function nextFilter(
  previous: ReadonlySet<string> | null | undefined,
  asked: readonly string[],
  adds: boolean,
): Set<string> {
  return adds ? new Set([...(previous ?? []), ...asked]) : new Set(asked);
}
