/**
 * The arrow of each greek's dollar exposure (intent flow's Δ$, Γ$, vega$, Θ$; reference: flow ranking
 * row). Only Δ$ is a direction: positive delta gains as the price rises, so it takes ▲/▼ and green/red.
 * Γ$, vega$ and Θ$ are not directions: they are shown uncoloured, with no arrow, and their sign is
 * explained as what the orders did (bought or sold the exposure). Buying options makes Γ$ and vega$
 * positive and Θ$ negative (the buyer pays the decay), so a negative Θ$ is not bearish.
 */
import { formatMoney, SHOWN_TONE_CLASS, toneOfShown } from '../../ui/format';

export type ExposureGreek = 'delta' | 'gamma' | 'vega' | 'theta';

export interface ExposureLook {
  readonly text: string;
  readonly cls: string;
  /** What the sign means, for a title. */
  readonly meaning: string;
}

const MEANING: Record<Exclude<ExposureGreek, 'delta'>, { plus: string; minus: string }> = {
  gamma: { plus: 'net bought gamma (long convexity)', minus: 'net sold gamma (short convexity)' },
  vega: { plus: 'net bought volatility (long vega)', minus: 'net sold volatility (short vega)' },
  theta: { plus: 'net sold options: collecting the decay', minus: 'net bought options: paying the decay' },
};

export const EXPOSURE_DEFINITION =
  'Δ$ is a direction (▲ gains if the price rises). Γ$, vega$ and Θ$ are not: uncoloured, the sign says whether the orders bought (+Γ$, +vega$, −Θ$) or sold the exposure.';

/** How one greek's dollar exposure reads. */
export function exposureLook(greek: ExposureGreek, v: number | null): ExposureLook {
  const figure = formatMoney(v, { signed: true });
  const tone = toneOfShown(figure);
  if (greek === 'delta') {
    const arrow = tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : '';
    const meaning =
      tone === 'up' ? 'long delta: gains if the price rises' : tone === 'down' ? 'short delta: gains if it falls' : '';
    return { text: `${arrow}${figure}`, cls: SHOWN_TONE_CLASS[tone], meaning };
  }
  const m = MEANING[greek];
  const meaning = tone === 'up' ? m.plus : tone === 'down' ? m.minus : '';
  return { text: figure, cls: 'text-fg', meaning };
}
