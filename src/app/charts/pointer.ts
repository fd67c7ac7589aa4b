/** Where the pointer is inside the element listening for it, in CSS pixels from that element's top-left corner. */
export function pointerInElement(e: { clientX: number; clientY: number; currentTarget: Element }): {
  readonly x: number;
  readonly y: number;
} {
  const box = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - box.left, y: e.clientY - box.top };
}
