/**
 * Dark-pool alert severity: how far a confirmed block stands above its ticker's block threshold and
 * how large it is against the average daily volume. Uncalibrated cut-offs, stated in the answer's basis.
 */
export type AlertSeverity = 'high' | 'medium' | 'low';

export const ALERT_BASIS = {
  calibration: 'none',
  severity: 'high: >= 3x threshold or >= 1% ADV; medium: >= 1.5x or >= 0.5% ADV',
} as const;

const SEVERITY_RANK: Readonly<Record<AlertSeverity, number>> = { high: 0, medium: 1, low: 2 };

/** `thresholdMultiple` = premium / block threshold; `pctAdv` in percent (1.5 = 1.5% of ADV), null unknown. */
export function alertSeverity(thresholdMultiple: number, pctAdv: number | null): AlertSeverity {
  const adv = pctAdv ?? 0;
  if (thresholdMultiple >= 3 || adv >= 1) return 'high';
  if (thresholdMultiple >= 1.5 || adv >= 0.5) return 'medium';
  return 'low';
}

/** Most severe first, then the larger premium. */
export function bySeverityThenPremium(
  a: { severity: AlertSeverity; premium: number },
  b: { severity: AlertSeverity; premium: number },
): number {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.premium - a.premium;
}
