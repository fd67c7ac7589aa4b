/** What a trader needs to read about a failed request, per status. */
import { isApiError, type ApiError } from '../data/api-error';
import { isContractDriftError } from '../data/contract-drift-error';
import { shouldRetry } from '../data/query-client';

export interface ErrorText {
  readonly title: string;
  readonly body: string;
  /** Whether the data layer retries by itself. */
  readonly retrying: boolean;
}

export const FREE_TIER_STILL =
  'A free key still shows the top 3 of intent-flow and momentum rankings, the last 5 abnormal trades, account usage and service health.';

export function describeError(error: unknown): ErrorText {
  if (isContractDriftError(error)) {
    return {
      title: error.message,
      body: `The service's answer differs from the API reference: ${error.issues
        .map((i) => `${i.path} (${i.problem})`)
        .join('; ')}. Asking again would give the same answer.`,
      retrying: false,
    };
  }
  if (!isApiError(error)) {
    return {
      title: 'Something went wrong',
      body: error instanceof Error ? error.message : String(error),
      retrying: false,
    };
  }
  const wait = error.retryAfterMs !== null ? ` in ${Math.ceil(error.retryAfterMs / 1000)} s` : '';
  switch (true) {
    case error.status === 401:
      return {
        title: 'API key problem (401)',
        body: `The service refused the dashboard's key: ${error.message}. Check OA_API_KEY on the dashboard server.`,
        retrying: false,
      };
    case error.status === 403:
      return {
        title: 'Needs a Pro key (403)',
        body: `This view needs the Pro tier. ${FREE_TIER_STILL}`,
        retrying: false,
      };
    case error.status === 404:
      return { title: 'Not found (404)', body: error.message, retrying: false };
    case error.status === 422: {
      const fields = error.detail.map((d) => `${String(d.loc.at(-1) ?? '?')}: ${d.msg}`).join('; ');
      return { title: 'Invalid request (422)', body: fields || error.message, retrying: false };
    }
    case error.code === 'flow_row_budget_exhausted':
      return {
        title: 'Flow-row budget spent (429)',
        body: "Today's 150,000 flow rows are used up; the budget resets at 00:00 UTC.",
        retrying: false,
      };
    case error.code === 'day_budget_exhausted':
      return {
        title: "Day's request budget spent (429)",
        body: error.message.startsWith('HTTP ')
          ? "The day's request budget is spent; it resets at 00:00 UTC."
          : sentence(error.message),
        retrying: false,
      };
    case error.code === 'day_budget_paced':
      return {
        title: 'Refresh slowed (429)',
        body: `Background refreshes are spaced out so the day's request budget lasts; ${
          shouldRetry(0, error) ? `retrying${wait || ' shortly'}` : `next refresh ${opensAt(error)}`
        }.`,
        retrying: shouldRetry(0, error),
      };
    case error.status === 429 && !shouldRetry(0, error):
      // A wait longer than a minute window is not the minute budget (the service's day limit, say).
      return {
        title: 'Request budget spent (429)',
        body: `${error.message.startsWith('HTTP ') ? "The service's request budget is spent" : sentence(error.message).slice(0, -1)}; it opens again ${opensAt(error)}.`,
        retrying: false,
      };
    case error.status === 429:
      return {
        title: 'Rate limit (429)',
        body: `The minute budget is spent; retrying${wait || ' shortly'}.`,
        retrying: true,
      };
    case error.status === 0:
      return {
        title: 'Dashboard server unreachable',
        body: 'Retrying; check that the server is running.',
        retrying: true,
      };
    case error.status === 503 && error.retryAfterMs !== null:
      // The reference's one 503: an answer still being built (a session's time profile), with Retry-After.
      // Not an outage: the panel says it is coming.
      return {
        title: 'Not ready yet (503)',
        body: `${error.message.startsWith('HTTP ') ? 'The service is still building this answer' : sentence(error.message).slice(0, -1)}; asking again${wait}.`,
        retrying: true,
      };
    case error.status >= 500:
      return {
        title: `Upstream unavailable (${error.status})`,
        body: `${error.message}. Retrying${wait || ' automatically'}.`,
        retrying: true,
      };
    default:
      return { title: `Error ${error.status}`, body: error.message, retrying: false };
  }
}

/** A message from the server as a sentence: capital first letter, full stop. */
function sentence(message: string): string {
  const m = message.trim();
  const capital = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** When a refusal's Retry-After ends, as a UTC clock time (a wait of hours is not read in seconds). */
function opensAt(error: ApiError): string {
  if (error.retryAfterMs === null) return 'later';
  const at = new Date(Date.now() + error.retryAfterMs);
  return `at ${at.toISOString().slice(11, 16)} UTC`;
}
