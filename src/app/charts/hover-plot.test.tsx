// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoverPlot } from './hover-plot';

describe('HoverPlot', () => {
  afterEach(cleanup);

  it('reports the pointer inside the plot margins as it moves, and null when it leaves', () => {
    const onHover = vi.fn();
    render(
      <HoverPlot label="IV by strike" width={300} height={200} margin={{ top: 10, left: 60 }} onHover={onHover}>
        <circle cx={1} cy={1} r={1} />
      </HoverPlot>,
    );
    const svg = screen.getByRole('img', { name: 'IV by strike' });
    // jsdom lays nothing out: the element's box starts at the page's corner.
    fireEvent.mouseMove(svg, { clientX: 100, clientY: 50 });
    expect(onHover).toHaveBeenLastCalledWith({ x: 40, y: 40 });
    fireEvent.mouseLeave(svg);
    expect(onHover).toHaveBeenLastCalledWith(null);
    expect(svg.querySelector('g')?.getAttribute('transform')).toBe('translate(60,10)');
  });
});
