// Sector tiles and rotation cells keep their text at 4.5:1 in both themes: the deepest tint, mixed as the browser mixes
// `color-mix(in srgb, …)`, is measured against the theme's own tokens read from the stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanFill, leanTintPct, MAX_TINT_PCT, ratioFill } from './lean-fill';

const css = fs.readFileSync(path.resolve(__dirname, '../../styles.css'), 'utf8');

function tokens(selector: string): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`));
  const body = block.slice(0, block.indexOf('}'));
  return Object.fromEntries([...body.matchAll(/--app-([a-z]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1]!, m[2]!]));
}

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (c: number[]): number => 0.2126 * channel(c[0]!) + 0.7152 * channel(c[1]!) + 0.0722 * channel(c[2]!);
const contrast = (a: number[], b: number[]): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const mix = (tone: number[], base: number[], pct: number): number[] =>
  tone.map((v, i) => (v * pct) / 100 + base[i]! * (1 - pct / 100));

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('heatmap text in the %s theme', (_name, selector) => {
  const t = tokens(selector);

  it('reads the theme tokens the tiles use', () => {
    for (const k of ['fg', 'panel', 'raised', 'up', 'down', 'warn', 'accent']) expect(t[k]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(['up', 'down', 'warn', 'accent'])('stays at 4.5:1 or more on the deepest %s tint', (tone) => {
    const bg = mix(rgb(t[tone]!), rgb(t.panel!), MAX_TINT_PCT);
    expect(contrast(rgb(t.fg!), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('stays at 4.5:1 or more on an unknown lean (the raised surface)', () => {
    expect(contrast(rgb(t.fg!), rgb(t.raised!))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('leanFill', () => {
  it('deepens with the lean up to the cap, the same either side of zero', () => {
    expect(leanTintPct(0)).toBeLessThan(leanTintPct(0.1));
    expect(leanTintPct(0.1)).toBe(leanTintPct(-0.1));
    expect(leanTintPct(0.9)).toBe(MAX_TINT_PCT);
    expect(leanTintPct(-1)).toBe(MAX_TINT_PCT);
  });

  it("tints toward the ask with the theme's up colour and toward the bid with its down colour", () => {
    expect(leanFill(0.3)).toBe(`color-mix(in srgb, var(--app-up) ${MAX_TINT_PCT}%, var(--app-panel))`);
    expect(leanFill(-0.05)).toBe('color-mix(in srgb, var(--app-down) 16%, var(--app-panel))');
    expect(leanFill(null)).toBe('var(--app-raised)');
  });
});

describe('ratioFill', () => {
  it('tints above the average with the warn colour and below with the accent, deeper further from 1', () => {
    expect(ratioFill(1.5)).toBe(`color-mix(in srgb, var(--app-warn) ${MAX_TINT_PCT}%, var(--app-panel))`);
    expect(ratioFill(0.9)).toBe('color-mix(in srgb, var(--app-accent) 14%, var(--app-panel))');
    expect(ratioFill(null)).toBe('transparent');
  });
});
