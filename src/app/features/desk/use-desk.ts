/**
 * The desk on screen and where it comes from. The URL is its working copy: every change is written into
 * the link's parameter, so the address bar always shares the desk as it is. With no link, the saved desk
 * of the route's name (or an empty one) shows; when both exist the link wins until the trader saves.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Desk } from '../../../dashboard-api/desk';
import { isApiError } from '../../data/api-error';
import { decodeDesk, DESK_LINK_PARAM, encodeDesk } from './desk-link';
import { deskListQuery, deskQuery } from './desk-queries';

export const DEFAULT_DESK_NAME = 'main';

export interface DeskSource {
  readonly desk: Desk;
  readonly name: string;
  /** Why the link's desk could not be opened, or null. */
  readonly linkError: string | null;
  /** The saved desk differs from the one on screen (or there is none yet). */
  readonly unsaved: boolean;
  /** The saved copy is still being read (nothing to show yet). */
  readonly loading: boolean;
  readonly change: (next: Desk) => void;
  readonly dropLink: () => void;
}

export function useDesk(): DeskSource {
  const name = useParams().name ?? DEFAULT_DESK_NAME;
  const [params, setParams] = useSearchParams();
  const code = params.get(DESK_LINK_PARAM);
  const fromLink = useMemo(() => (code === null ? null : decodeDesk(code)), [code]);
  const linked = fromLink?.ok ? fromLink.desk : null;
  // Asked only for a desk the list names: a new desk's name is not a 404 in the console.
  const list = useQuery(deskListQuery());
  const listed = list.data?.some((d) => d.name === name) ?? false;
  const saved = useQuery({ ...deskQuery(name), enabled: listed });
  const missing = !listed || (saved.isError && isApiError(saved.error) && saved.error.status === 404);
  const empty = useMemo((): Desk => ({ name, groups: {}, panels: [] }), [name]);
  const desk = useMemo(
    (): Desk => (linked ? { ...linked, name } : (saved.data ?? empty)),
    [linked, name, saved.data, empty],
  );
  const unsaved = saved.data ? encodeDesk(saved.data) !== encodeDesk(desk) : desk.panels.length > 0;
  const change = useCallback(
    (next: Desk) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.set(DESK_LINK_PARAM, encodeDesk(next));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const dropLink = useCallback(
    () =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.delete(DESK_LINK_PARAM);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    desk,
    name,
    linkError: fromLink && !fromLink.ok ? fromLink.error : null,
    unsaved,
    loading: linked === null && (list.isPending || (saved.isPending && !missing)),
    change,
    dropLink,
  };
}
