/**
 * The head of a one-ticker page (dark pool, open interest, implied volatility): its title, a ticker box
 * that opens the same page for another ticker with the view's other settings kept, then the page's
 * own controls, such as a row of choices of one view setting.
 */
import type { ReactElement, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseTicker } from '../../api/ticker';
import { SymbolForm } from './symbol-form';

export function TickerPageHeader(props: {
  /** The page's name; the header reads "<title> — <ticker>". */
  title: string;
  ticker: string;
  /** The route's first segment (`/darkpool/:ticker` → `darkpool`). */
  route: string;
  children?: ReactNode;
}): ReactElement {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-lg font-semibold">
        {props.title} — {props.ticker}
      </h1>
      {/* Keyed by the route's ticker, so following a link resets what the input shows. */}
      <SymbolForm
        key={props.ticker}
        initial={props.ticker}
        label="Ticker"
        submitText="Go"
        width="w-20"
        parse={parseTicker}
        onGo={(t) => navigate({ pathname: `/${props.route}/${t}`, search })}
      />
      {props.children}
    </div>
  );
}

/** One view setting's choices as pressed/unpressed buttons; `names` gives a choice its on-screen text. */
export function HeaderChoices<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  names?: Partial<Record<T, string>>;
  onChange: (choice: T) => void;
}): ReactElement {
  return (
    <div role="group" aria-label={props.label} className="flex gap-1 text-sm">
      {props.options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={props.value === o}
          onClick={() => props.onChange(o)}
          className={`rounded px-2 py-0.5 ${props.value === o ? 'bg-raised font-medium' : 'text-muted hover:text-fg'}`}
        >
          {props.names?.[o] ?? o}
        </button>
      ))}
    </div>
  );
}
