/** One accent per level, the same on the price chart, the profile, the board and the legends (styles.css). */
export const LEVEL_COLORS = {
  spot: '#38bdf8',
  gamma_flip: '#f59e0b',
  call_wall: '#10b981',
  put_wall: '#f43f5e',
  max_pain: '#a78bfa',
} as const;

export type LevelName = keyof typeof LEVEL_COLORS;

export const LEVEL_LABELS: Readonly<Record<LevelName, string>> = {
  spot: 'Spot',
  gamma_flip: 'Gamma flip',
  call_wall: 'Call wall',
  put_wall: 'Put wall',
  max_pain: 'Max pain',
};

/** Calls / positive gamma / buy and puts / negative gamma / sell, for canvas drawing. */
export const SIDE_COLORS = { up: '#22c55e', down: '#ef4444', neutral: '#8b95a3' } as const;
