/**
 * How dark-pool labels read on screen. Direction is an NBBO-location proxy (where the print landed
 * versus the quote), so every label names the location, not a buyer or seller; an arrow goes with the
 * colour so the meaning never rests on colour alone.
 */
import { isNbboLabel, type NbboLabel } from '../../../api/nbbo-labels';
import { formatEtTime, MISSING } from '../../ui/format';

export const PROXY_NOTE =
  'Direction is an NBBO-location proxy (where the print landed versus the quote): no buyer/seller identity. TRF prints from Nasdaq-reported venues, about 15 min delayed.';

/** Every label the contract knows, named and toned; a label outside it shows as it comes, muted. */
const NBBO: Readonly<Record<NbboLabel, { text: string; tone: 'up' | 'down' | 'muted' }>> = {
  above_ask: { text: '▲▲ above ask', tone: 'up' },
  at_ask: { text: '▲ at ask', tone: 'up' },
  mid: { text: '• mid', tone: 'muted' },
  at_bid: { text: '▼ at bid', tone: 'down' },
  below_bid: { text: '▼▼ below bid', tone: 'down' },
  unknown: { text: '? quote unknown', tone: 'muted' },
};

export function nbboText(label: string | null): string {
  if (label === null) return MISSING;
  return isNbboLabel(label) ? NBBO[label].text : label.replace(/_/g, ' ');
}

export function toneClass(tone: 'up' | 'down' | 'muted'): string {
  return tone === 'up' ? 'text-up' : tone === 'down' ? 'text-down' : 'text-muted';
}

export function nbboClass(label: string | null): string {
  return toneClass(isNbboLabel(label) ? NBBO[label].tone : 'muted');
}

const CONFIRM: Readonly<Record<string, string>> = {
  confirming: '✓ options confirm',
  contradicting: '✕ options contradict',
  mixed: '≈ mixed options flow',
  no_flow: '— no options flow',
  no_direction: '• no proxy direction',
};

export function confirmationText(read: string | null): string {
  if (read === null) return MISSING;
  return CONFIRM[read] ?? read.replace(/_/g, ' ');
}

/** "2026-11-20 14:03:27 ET" without the date when it is today's session's. */
export function printTime(iso: string | null): string {
  return iso === null ? MISSING : formatEtTime(iso);
}

/** A signed lean −1…1 with its arrow: "▲ +0.24", "▼ −0.10". */
export function leanText(v: number | null, digits = 2): string {
  if (v === null) return MISSING;
  const body = Math.abs(v).toFixed(digits);
  // A lean that rounds to zero is shown as none: "• 0.00", never "▲ +0.00".
  const arrow = Number(body) === 0 ? '• ' : v > 0 ? '▲ +' : '▼ −';
  return `${arrow}${body}`;
}

/** The colour of a lean as `leanText` shows it: none for one that rounds to zero. */
export function leanClass(v: number | null, digits = 2): string {
  const text = leanText(v, digits);
  return text.startsWith('▲') ? 'text-up' : text.startsWith('▼') ? 'text-down' : 'text-muted';
}

/** A fraction as a percent: 0.284 → "28.4%". */
export function pctText(v: number | null, digits = 1): string {
  return v === null ? MISSING : `${(v * 100).toFixed(digits)}%`;
}

/**
 * A sector as a trader reads it: the service's key in words, "real_estate" → "Real estate". The key
 * itself stays what the app asks with; only the screen reads this.
 */
export function sectorName(key: string | null): string {
  if (key === null || key.trim() === '') return MISSING;
  const words = key.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
