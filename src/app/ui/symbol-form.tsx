/**
 * A box where the trader types a symbol (a ticker, an OCC contract) and opens its page. Only a symbol
 * the page's own reading accepts is followed; anything else leaves the page where it is.
 */
import { useState, type FormEvent, type ReactElement } from 'react';

export function SymbolForm(props: {
  initial: string;
  /** Accessible name of the input: "Ticker", "OCC symbol". */
  label: string;
  submitText: string;
  /** The input's width, a Tailwind class sized to the symbol: `w-20`, `w-56`. */
  width: string;
  placeholder?: string;
  /** The symbol as the page names it, or null when the text is not one. */
  parse: (text: string) => string | null;
  onGo: (symbol: string) => void;
}): ReactElement {
  const [value, setValue] = useState(props.initial);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const symbol = props.parse(value);
    if (symbol) props.onGo(symbol);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1 text-sm">
      <input
        aria-label={props.label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={props.placeholder}
        className={`${props.width} rounded border border-line bg-raised px-1 py-0.5 uppercase`}
      />
      <button type="submit" className="rounded border border-line px-2 py-0.5">
        {props.submitText}
      </button>
    </form>
  );
}
