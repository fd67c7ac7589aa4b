// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamBadge } from './stream-badge';

afterEach(cleanup);

describe('the flow stream badge', () => {
  it('says the stream is live and that its frames drift, naming the fields, all of them in the title', () => {
    const drift = ['data.order.option_type', 'data.order.direction', 'data.event_id'];
    render(<StreamBadge state="live" reason={undefined} retryAt={undefined} drift={drift} />);
    const badge = screen.getByTestId('flow-stream-state');
    expect(badge.textContent).toBe(
      '● stream live · contract drift: data.order.option_type, data.order.direction +1 more',
    );
    for (const path of drift) expect(badge.getAttribute('title')).toContain(path);
    expect(badge.getAttribute('data-state')).toBe('live');
  });

  it('says only its state when the frames match the reference', () => {
    render(<StreamBadge state="live" reason={undefined} retryAt={undefined} drift={[]} />);
    expect(screen.getByTestId('flow-stream-state').textContent).toBe('● stream live');
    expect(screen.queryByTestId('flow-contract-drift')).toBeNull();
  });
});
