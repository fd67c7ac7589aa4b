/**
 * A canvas sized for the device's pixel ratio and repainted only when its size, its paint function or
 * `repaintOn` (e.g. the theme its colours are read from) change: hovering redraws overlays, never the
 * canvas. Memoise `paint` on the data it draws.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { prepareCanvas } from './use-size';

export function useCanvasPainter(
  width: number,
  height: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
  repaintOn?: unknown,
): RefObject<HTMLCanvasElement | null> {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || width <= 0 || height <= 0) return;
    const ctx = prepareCanvas(canvas, width, height);
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    paint(ctx);
  }, [width, height, paint, repaintOn]);
  return ref;
}
