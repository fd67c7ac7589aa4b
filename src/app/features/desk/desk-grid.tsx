/**
 * The desk's grid on react-grid-layout: panels drag by their header and resize from their corner; the
 * grid's arrangement (after its compaction) is written back into the desk.
 */
import { useMemo, type ReactElement } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { DESK_COLUMNS, type Desk, type LinkGroup } from '../../../dashboard-api/desk';
import { PANEL_NAMES, tickerOf } from './desk-model';
import { DeskPanelFrame, DRAG_HANDLE_CLASS } from './desk-panel-frame';
import type { DeskPanelComponents } from './desk-panel-props';

export const ROW_HEIGHT = 40;
const MARGIN = 8;
/** The panel's header and the body's padding. */
const FRAME_PX = 28 + 8;

export interface DeskActions {
  readonly onLayout: (layout: Layout) => void;
  readonly onTicker: (id: string, t: string) => void;
  readonly onGroup: (id: string, g: LinkGroup | null) => void;
  readonly onList: (id: string, list: string | null) => void;
  readonly onRemove: (id: string) => void;
  readonly onStep: (id: string, dx: number, dy: number, resize: boolean) => void;
}

export function DeskGrid(props: { desk: Desk; panels: DeskPanelComponents; actions: DeskActions }): ReactElement {
  const { desk, actions } = props;
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = useMemo<Layout>(
    () => desk.panels.map((p) => ({ i: p.id, x: p.x, y: p.y, w: p.w, h: p.h, minW: 2, minH: 3 })),
    [desk.panels],
  );
  return (
    <div ref={containerRef} data-testid="desk-grid">
      {mounted ? (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: DESK_COLUMNS, rowHeight: ROW_HEIGHT, margin: [MARGIN, MARGIN], containerPadding: [0, 0] }}
          dragConfig={{ handle: `.${DRAG_HANDLE_CLASS}` }}
          onLayoutChange={actions.onLayout}
        >
          {desk.panels.map((p) => (
            <div key={p.id}>
              <DeskPanelFrame
                panel={p}
                name={PANEL_NAMES[p.kind]}
                ticker={tickerOf(desk, p)}
                bodyHeight={p.h * ROW_HEIGHT + (p.h - 1) * MARGIN - FRAME_PX}
                Body={props.panels[p.kind]}
                onTicker={(t) => actions.onTicker(p.id, t)}
                onGroup={(g) => actions.onGroup(p.id, g)}
                onList={(l) => actions.onList(p.id, l)}
                onRemove={() => actions.onRemove(p.id)}
                onStep={(dx, dy, resize) => actions.onStep(p.id, dx, dy, resize)}
              />
            </div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
