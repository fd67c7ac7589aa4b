/**
 * A new alert: a price crossing one of the ticker's levels (its gamma flip, walls and max pain from the
 * current session's key levels with flow, its dark-pool print levels, or a price typed in), a flow order
 * matching a condition, or the IV rank crossing a bound. The ticker's levels are asked only while the
 * form is on a price alert with a ticker in it. The BFF checks the rule; a refusal names the field and
 * keeps what was typed. A saved alert clears the form (its note too) for the next one; the kind and the
 * ticker stay, as a second alert is most often on the same ticker.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import {
  CROSS_DIRECTIONS,
  LEVEL_SOURCE_NAMES,
  type AlertRule,
  type LevelSource,
} from '../../../dashboard-api/trader-alerts';
import { parseTicker } from '../../../api/ticker';
import { useCurrentSession } from '../../data/current-session';
import { printLevelsQuery, readPrintLevels } from '../../data/darkpool-print-levels';
import { gexWithFlow } from '../../data/gex-snapshot-queries';
import { levelsOf, withFlowBlock } from '../../data/key-levels';
import { formatPrice } from '../../ui/format';
import { HeaderChoices } from '../../ui/ticker-page-header';
import { alertErrorText, useAddAlert } from './alert-queries';

type Kind = AlertRule['kind'];
const KIND_NAMES: Record<Kind, string> = {
  price_cross: 'Price crosses a level',
  flow: 'Flow order',
  iv_rank: 'IV rank',
};
const GAMMA_SOURCES = ['gamma_flip', 'call_wall', 'put_wall', 'max_pain'] as const;

interface LevelChoice {
  readonly value: string;
  readonly text: string;
  readonly source: LevelSource;
  readonly level: number | null;
}

/** The ticker's levels to pick from: its gamma levels, its dark-pool bands, and a typed price. */
function useLevelChoices(ticker: string | null): { choices: LevelChoice[]; loading: boolean } {
  const { session } = useCurrentSession();
  const on = ticker !== null;
  const gamma = useQuery({ ...gexWithFlow({ session, ticker: ticker ?? 'SPY' }), enabled: on });
  const dark = useQuery({ ...printLevelsQuery(ticker ?? 'SPY'), enabled: on });
  const choices: LevelChoice[] = [];
  const levels = levelsOf(withFlowBlock(gamma.data, 'key_levels'));
  for (const s of GAMMA_SOURCES) {
    const v = levels?.[s] ?? null;
    if (v !== null)
      choices.push({ value: `${s}:${v}`, text: `${LEVEL_SOURCE_NAMES[s]} ${formatPrice(v)}`, source: s, level: v });
  }
  for (const l of readPrintLevels(dark.data).slice(0, 10))
    choices.push({
      value: `dp_level:${l.price}`,
      text: `dark-pool level ${formatPrice(l.price)}`,
      source: 'dp_level',
      level: l.price,
    });
  choices.push({ value: 'price', text: 'a price I type…', source: 'price', level: null });
  return { choices, loading: on && (gamma.isPending || dark.isPending) };
}

function numOrNull(s: string): number | null {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : NaN;
}

const field = 'rounded border border-line bg-bg px-1.5 py-0.5';

export function AlertForm(props: { initialTicker: string; initialLevel: string | null }): ReactElement {
  const add = useAddAlert();
  const [kind, setKind] = useState<Kind>('price_cross');
  const [tickerText, setTickerText] = useState(props.initialTicker);
  const [levelChoice, setLevelChoice] = useState(props.initialLevel ?? '');
  const [typedLevel, setTypedLevel] = useState('');
  const [direction, setDirection] = useState<(typeof CROSS_DIRECTIONS)[number]>('either');
  const [minPremium, setMinPremium] = useState('');
  const [side, setSide] = useState('');
  const [optionType, setOptionType] = useState('');
  const [lean, setLean] = useState('');
  const [minDte, setMinDte] = useState('');
  const [maxDte, setMaxDte] = useState('');
  const [bound, setBound] = useState('80');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const clear = (): void => {
    setLevelChoice('');
    setTypedLevel('');
    setDirection('either');
    setMinPremium('');
    setSide('');
    setOptionType('');
    setLean('');
    setMinDte('');
    setMaxDte('');
    setBound('80');
    setNote('');
  };

  const ticker = parseTicker(tickerText);
  const { choices, loading } = useLevelChoices(kind === 'price_cross' ? ticker : null);
  const chosen = choices.find((c) => c.value === levelChoice);

  function rule(): AlertRule | string {
    if (kind === 'flow') {
      if (tickerText.trim() !== '' && !ticker) return `“${tickerText}” is not a ticker`;
      const nums = [minPremium, minDte, maxDte].map(numOrNull);
      if (nums.some((n) => Number.isNaN(n))) return 'premium and DTE are numbers';
      return {
        kind,
        ticker: ticker ?? null,
        min_premium: nums[0]!,
        side: side === 'buy' || side === 'sell' ? side : null,
        option_type: optionType === 'call' || optionType === 'put' ? optionType : null,
        lean: lean === 'bullish' || lean === 'bearish' ? lean : null,
        min_dte: nums[1]!,
        max_dte: nums[2]!,
      };
    }
    if (!ticker) return `“${tickerText}” is not a ticker`;
    if (kind === 'iv_rank') {
      const b = numOrNull(bound);
      if (b === null || Number.isNaN(b)) return 'the bound is a percent from 0 to 100';
      return { kind, ticker, bound: b / 100, direction: direction === 'below' ? 'below' : 'above' };
    }
    // A level given in the URL (`level=call_wall:150`) counts even before the ticker's levels arrive.
    const [srcText, priceText] = levelChoice.split(':');
    const typed = levelChoice === 'price' || levelChoice === '';
    const level = typed ? numOrNull(typedLevel) : (chosen?.level ?? numOrNull(priceText ?? ''));
    if (level === null || Number.isNaN(level)) return 'choose a level or type a price';
    const source = typed ? 'price' : ((chosen?.source ?? srcText) as LevelSource);
    return { kind, ticker, level, source, direction };
  }

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const r = rule();
    if (typeof r === 'string') return setProblem(r);
    setProblem(null);
    setSaved(null);
    add.mutate(
      { rule: r, note },
      {
        onSuccess: () => {
          clear();
          setSaved('Alert set.');
        },
        onError: (err) => setProblem(`Not saved: ${alertErrorText(err)}`),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="New alert" className="flex flex-col gap-2 text-sm">
      <HeaderChoices
        label="Alert kind"
        value={kind}
        options={['price_cross', 'flow', 'iv_rank'] as const}
        names={KIND_NAMES}
        onChange={setKind}
      />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-muted">Ticker{kind === 'flow' ? ' (blank: any streamed)' : ''}</span>
          <input
            aria-label="Alert ticker"
            value={tickerText}
            onChange={(e) => setTickerText(e.target.value)}
            className={`${field} w-24 uppercase`}
          />
        </label>
        {kind === 'price_cross' ? (
          <>
            <label className="flex flex-col gap-0.5">
              <span className="text-xs text-muted">Level {loading ? '(loading the levels…)' : ''}</span>
              <select
                aria-label="Alert level"
                value={levelChoice}
                onChange={(e) => setLevelChoice(e.target.value)}
                className={field}
              >
                <option value="">choose…</option>
                {levelChoice !== '' && !choices.some((c) => c.value === levelChoice) ? (
                  <option value={levelChoice}>{levelChoice.replace(':', ' ')}</option>
                ) : null}
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.text}
                  </option>
                ))}
              </select>
            </label>
            {levelChoice === 'price' ? (
              <label className="flex flex-col gap-0.5">
                <span className="text-xs text-muted">Price</span>
                <input
                  aria-label="Alert price"
                  inputMode="decimal"
                  value={typedLevel}
                  onChange={(e) => setTypedLevel(e.target.value)}
                  className={`${field} num w-24`}
                />
              </label>
            ) : null}
          </>
        ) : null}
        {kind === 'flow' ? (
          <>
            <label className="flex flex-col gap-0.5">
              <span className="text-xs text-muted">Min premium $</span>
              <input
                aria-label="Minimum premium"
                value={minPremium}
                onChange={(e) => setMinPremium(e.target.value)}
                className={`${field} num w-28`}
              />
            </label>
            {(
              [
                ['Side', side, setSide, ['buy', 'sell']],
                ['Type', optionType, setOptionType, ['call', 'put']],
                ['Lean', lean, setLean, ['bullish', 'bearish']],
              ] as const
            ).map(([name, value, set, options]) => (
              <label key={name} className="flex flex-col gap-0.5">
                <span className="text-xs text-muted">{name}</span>
                <select
                  aria-label={`Alert ${name.toLowerCase()}`}
                  value={value}
                  onChange={(e) => set(e.target.value)}
                  className={field}
                >
                  <option value="">any</option>
                  {options.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label className="flex flex-col gap-0.5">
              <span className="text-xs text-muted">DTE from–to</span>
              <span className="flex gap-1">
                <input
                  aria-label="Minimum DTE"
                  value={minDte}
                  onChange={(e) => setMinDte(e.target.value)}
                  className={`${field} num w-14`}
                />
                <input
                  aria-label="Maximum DTE"
                  value={maxDte}
                  onChange={(e) => setMaxDte(e.target.value)}
                  className={`${field} num w-14`}
                />
              </span>
            </label>
          </>
        ) : null}
        {kind === 'iv_rank' ? (
          <label className="flex flex-col gap-0.5">
            <span className="text-xs text-muted">Bound (%)</span>
            <input
              aria-label="IV rank bound"
              value={bound}
              onChange={(e) => setBound(e.target.value)}
              className={`${field} num w-16`}
            />
          </label>
        ) : null}
        {kind !== 'flow' ? (
          <label className="flex flex-col gap-0.5">
            <span className="text-xs text-muted">Direction</span>
            <select
              aria-label="Alert direction"
              value={direction}
              onChange={(e) => setDirection(e.target.value as (typeof CROSS_DIRECTIONS)[number])}
              className={field}
            >
              {(kind === 'iv_rank' ? CROSS_DIRECTIONS.filter((d) => d !== 'either') : CROSS_DIRECTIONS).map((d) => (
                <option key={d} value={d}>
                  {d === 'either' ? 'either way' : d}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-0.5">
          <span className="text-xs text-muted">Note</span>
          <input
            aria-label="Alert note"
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            className={`${field} w-40`}
          />
        </label>
        <button
          type="submit"
          className="rounded border border-line bg-raised px-3 py-1 font-medium"
          disabled={add.isPending}
        >
          Set alert
        </button>
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-down">
          {problem}
        </p>
      ) : saved ? (
        <p role="status" className="text-xs text-up">
          ✓ {saved}
        </p>
      ) : null}
    </form>
  );
}
