/**
 * `tape_cursor`: the tape's paging cursor inside a `pagination` object (`pagination.next_older_than`)
 * instead of at the top level. The reference names the request's `older_than` cursor, not where the
 * answer carries the next one.
 */
import { isJsonObject } from './variant-json';

export function cursorUnderPagination(body: unknown): unknown {
  if (!isJsonObject(body) || !('next_older_than' in body)) return body;
  const { next_older_than: cursor, ...rest } = body;
  const pagination = isJsonObject(rest.pagination) ? rest.pagination : {};
  return { ...rest, pagination: { ...pagination, next_older_than: cursor } };
}
