import { describe, expect, it } from 'vitest';
import { contractText, formatStrike, sideText } from './contract-text';

describe('contract text', () => {
  it('reads expiration, strike and type the way the tape prints them, cents only when the strike has them', () => {
    expect(contractText({ expiration: '2026-11-24', strike: 119, optionType: 'call' })).toBe('2026-11-24 119 C');
    expect(contractText({ expiration: '2026-11-20', strike: 347.5, optionType: 'put' })).toBe('2026-11-20 347.50 P');
    expect(contractText({ expiration: '2026-11-20', strike: 347.5, optionType: 'put' }, 'TSLA')).toBe(
      'TSLA 2026-11-20 347.50 P',
    );
  });

  it('shows what was not observed as "—", never as 0 or as a guessed type', () => {
    expect(contractText({ expiration: null, strike: null, optionType: null })).toBe('— — —');
    expect(contractText({ expiration: '2026-11-24', strike: 119, optionType: 'CALL?' }, null)).toBe(
      '— 2026-11-24 119 —',
    );
    expect(formatStrike(null)).toBe('—');
  });

  it('prints the side with its arrow, and "—" for a side not observed', () => {
    expect(sideText('buy')).toBe('▲ BUY');
    expect(sideText('sell')).toBe('▼ SELL');
    expect(sideText('neutral')).toBe('◆ NEUTRAL');
    expect(sideText(null)).toBe('—');
  });
});
