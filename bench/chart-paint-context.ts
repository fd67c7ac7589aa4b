/**
 * A 2D context that records what a chart asks of it instead of rasterising (node has no canvas): the
 * charts' own model, layout and colour work runs in full, and every paint command is paid for as a
 * counted call. A chart's draw time here is its JavaScript cost, the part a browser cannot hide.
 */
export class PaintCommandContext {
  commands = 0;
  fillStyle: string | CanvasGradient | CanvasPattern = '#000';
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000';
  lineWidth = 1;
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  globalAlpha = 1;

  fillRect(_x: number, _y: number, _w: number, _h: number): void {
    this.commands++;
  }
  clearRect(_x: number, _y: number, _w: number, _h: number): void {
    this.commands++;
  }
  strokeRect(_x: number, _y: number, _w: number, _h: number): void {
    this.commands++;
  }
  beginPath(): void {
    this.commands++;
  }
  moveTo(_x: number, _y: number): void {
    this.commands++;
  }
  lineTo(_x: number, _y: number): void {
    this.commands++;
  }
  stroke(): void {
    this.commands++;
  }
  fill(): void {
    this.commands++;
  }
  fillText(_t: string, _x: number, _y: number): void {
    this.commands++;
  }
  save(): void {
    this.commands++;
  }
  restore(): void {
    this.commands++;
  }
  setLineDash(_d: number[]): void {
    this.commands++;
  }

  /** As the charts' `ctx` argument (they only use the members above). */
  asContext(): CanvasRenderingContext2D {
    return this as unknown as CanvasRenderingContext2D;
  }
}
