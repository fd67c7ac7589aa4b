import type { ReactElement } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page throws or fails to load: says what happened and how to get back. */
export function RouteError(): ReactElement {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div role="alert" className="m-6 rounded border border-down/50 bg-panel p-4">
      <h1 className="mb-1 font-semibold text-down">This page failed to load</h1>
      <p className="mb-3 text-muted">{text}</p>
      <button type="button" className="mr-3 underline" onClick={() => window.location.reload()}>
        Reload
      </button>
      <Link to="/" className="underline">
        Back to the board
      </Link>
    </div>
  );
}
