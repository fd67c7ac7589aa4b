/**
 * The ticks an axis labels: a scale's ticks are distinct numbers, but a format that rounds (whole
 * dollars, "$1.2M", a date for a fraction of a day) can print two of them alike, and an axis reading
 * "$1M $1M $2M" is misread. The first tick of each run of equal labels is kept, the rest dropped.
 */
export interface LabelledTick {
  readonly value: number;
  readonly label: string;
}

export function labelledTicks(ticks: readonly number[], format: (v: number) => string): LabelledTick[] {
  const out: LabelledTick[] = [];
  const seen = new Set<string>();
  for (const value of ticks) {
    const label = format(value);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ value, label });
  }
  return out;
}
