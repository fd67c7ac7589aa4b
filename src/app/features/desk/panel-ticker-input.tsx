/**
 * The ticker box in a panel's header: Enter applies a ticker the schema accepts (the panel's whole link
 * group follows); anything else is refused in place, saying why.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { ticker as tickerSchema } from '../../../dashboard-api/desk';

export function PanelTickerInput(props: {
  readonly panelName: string;
  readonly ticker: string;
  readonly onChange: (t: string) => void;
}): ReactElement {
  const [text, setText] = useState(props.ticker);
  const [error, setError] = useState<string | null>(null);
  // The group's ticker changed from another panel: show it.
  useEffect(() => setText(props.ticker), [props.ticker]);
  const apply = (): void => {
    const parsed = tickerSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'not a ticker');
      return;
    }
    setError(null);
    if (parsed.data !== props.ticker) props.onChange(parsed.data);
  };
  return (
    <span className="flex items-center gap-1">
      <input
        aria-label={`Ticker of ${props.panelName}`}
        aria-invalid={error !== null}
        title={error ?? 'Type a ticker and press Enter'}
        value={text}
        size={6}
        onChange={(e) => setText(e.target.value.toUpperCase())}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') apply();
          if (e.key === 'Escape') setText(props.ticker);
        }}
        onBlur={apply}
        className="w-16 rounded border border-line bg-bg px-1 font-mono text-xs"
      />
      {error ? <span className="text-[10px] text-down">{error}</span> : null}
    </span>
  );
}
