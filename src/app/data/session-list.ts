/**
 * The sessions a page offers to pick from: dates read from a sessions answer (each family reads its own
 * answer's shape), newest first and once each, with the session the URL names kept even when the list
 * lacks it (an older day typed or linked).
 */
const SESSION_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Valid session dates, newest first, once each; anything that is not a `YYYY-MM-DD` date is left out. */
export function newestSessionsFirst(values: Iterable<string | null>): string[] {
  const dates = [...values].filter((v): v is string => v !== null && SESSION_RE.test(v));
  return [...new Set(dates)].sort().reverse();
}

/** The listed sessions plus the chosen one when the list lacks it, still newest first. */
export function sessionChoices(listed: readonly string[], chosen: string | null): string[] {
  if (chosen === null || !SESSION_RE.test(chosen) || listed.includes(chosen)) return [...listed];
  return newestSessionsFirst([...listed, chosen]);
}
