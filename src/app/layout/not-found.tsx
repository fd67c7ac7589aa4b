import type { ReactElement } from 'react';
import { Link } from 'react-router';

export function NotFound(): ReactElement {
  return (
    <div className="p-6">
      <h1 className="mb-2 text-lg font-semibold">No such page</h1>
      <Link to="/" className="text-accent underline">
        Back to the board
      </Link>
    </div>
  );
}
