/**
 * The levels the price chart draws, read from the levels answer: the gamma flip, the local gamma
 * transition when the service gives one apart from the flip (`local_gamma_transition`, the raw
 * per-strike crossing), the walls and max pain. Each has its toggle; a level not observed is left out.
 * The levels and the transition are read from the typed answers by key-levels.ts.
 */
import type { ChartLevel } from '../charts/edge-markers';
import type { Levels } from './key-levels';
import { LEVEL_COLORS, LEVEL_LABELS } from '../ui/level-colors';
import { flipTitle, type FlipVariant } from './readings/flip';

/** The levels the price chart can show, each with its own toggle. */
export const CHART_LEVELS = ['gamma_flip', 'local_transition', 'call_wall', 'put_wall', 'max_pain'] as const;
export type ChartLevelKey = (typeof CHART_LEVELS)[number];

/** Near the flip's amber, lighter: the same kind of line, the local reading. */
const LOCAL_TRANSITION_COLOR = '#fde68a';

export const CHART_LEVEL_LABELS: Readonly<Record<ChartLevelKey, string>> = {
  gamma_flip: LEVEL_LABELS.gamma_flip,
  local_transition: 'Local γ transition',
  call_wall: LEVEL_LABELS.call_wall,
  put_wall: LEVEL_LABELS.put_wall,
  max_pain: LEVEL_LABELS.max_pain,
};

export const CHART_LEVEL_COLORS: Readonly<Record<ChartLevelKey, string>> = {
  gamma_flip: LEVEL_COLORS.gamma_flip,
  local_transition: LOCAL_TRANSITION_COLOR,
  call_wall: LEVEL_COLORS.call_wall,
  put_wall: LEVEL_COLORS.put_wall,
  max_pain: LEVEL_COLORS.max_pain,
};

/**
 * Every level with a value, in toggle order; the local transition only when it is not the flip itself.
 * With `flipVariant`, the flip's label names it ("With-flow flip"), as every flip on screen should.
 */
export function chartLevels(
  levels: Levels | null,
  localTransition: number | null,
  flipVariant?: FlipVariant,
): ChartLevel[] {
  if (!levels) return [];
  const prices: Record<ChartLevelKey, number | null> = {
    gamma_flip: levels.gamma_flip,
    local_transition: localTransition !== null && localTransition !== levels.gamma_flip ? localTransition : null,
    call_wall: levels.call_wall,
    put_wall: levels.put_wall,
    max_pain: levels.max_pain,
  };
  const out: ChartLevel[] = [];
  for (const key of CHART_LEVELS) {
    const price = prices[key];
    if (price === null) continue;
    const label =
      key === 'max_pain' && levels.max_pain_expiry
        ? `${CHART_LEVEL_LABELS[key]} ${levels.max_pain_expiry}`
        : key === 'gamma_flip' && flipVariant
          ? flipTitle(flipVariant)
          : CHART_LEVEL_LABELS[key];
    out.push({ key, label, price, color: CHART_LEVEL_COLORS[key] });
  }
  return out;
}
