/** The feed a watchlist's symbols get, said beside the list's name (colour never alone). */
import type { ReactElement } from 'react';

export function ListFeedMark(props: { realtime: boolean }): ReactElement {
  return props.realtime ? (
    <span className="text-xs text-up" data-testid="list-feed" title="The service's watchlist: real-time quotes">
      ● real-time
    </span>
  ) : (
    <span
      className="text-xs text-warn"
      data-testid="list-feed"
      title="A list kept in this browser: symbols off the real-time list are delayed where the service says so"
    >
      ◷ local list
    </span>
  );
}
