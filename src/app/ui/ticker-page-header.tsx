/**
 * The head of a one-ticker page (dark pool, open interest, implied volatility): its title, a ticker box
 * that opens the same page for another ticker with the view's other settings kept, then the page's
 * own controls, such as a row of choices of one view setting.
 */
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseTicker } from '../../api/ticker';

/** Keyed by the route's ticker, so following a link resets what the input shows. */
function TickerForm(props: { ticker: string; onGo: (ticker: string) => void }): ReactElement {
  const [value, setValue] = useState(props.ticker);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const t = parseTicker(value);
    if (t) props.onGo(t);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1 text-sm">
      <input
        aria-label="Ticker"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="w-20 rounded border border-line bg-raised px-1 py-0.5 uppercase"
      />
      <button type="submit" className="rounded border border-line px-2 py-0.5">
        Go
      </button>
    </form>
  );
}

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
      <TickerForm
        key={props.ticker}
        ticker={props.ticker}
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
