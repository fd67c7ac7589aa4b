/**
 * A desk: a named grid of panels the trader arranges, saved by the BFF (beside the alerts) and carried in
 * the desk's URL so it can be shared as a link. One schema serves the BFF (what it accepts and stores) and
 * the app (what it sends, reads and decodes from a link).
 *
 * Panels join a link group (a colour chip): every panel of a group shows the group's ticker, so changing
 * it in one panel changes them all. A panel outside any group keeps its own ticker.
 */
import { z } from 'zod/mini';
import { ticker } from './ticker';

export { ticker };

/** The link groups, named by the colour of their chip. */
export const LINK_GROUPS = ['red', 'blue', 'green', 'amber'] as const;
export type LinkGroup = (typeof LINK_GROUPS)[number];

/** The panels a desk can hold: each is a panel a page already has. */
export const DESK_PANEL_KINDS = [
  'price-levels',
  'gex-profile',
  'tape',
  'tide',
  'iv-surface',
  'darkpool-heatmap',
  'rankings',
  'board',
  'flow-summary',
  'open-interest',
] as const;
export type DeskPanelKind = (typeof DESK_PANEL_KINDS)[number];

/** Columns of the desk's grid; a panel's x + w never passes it. */
export const DESK_COLUMNS = 12;
export const MAX_DESK_PANELS = 16;

export const DESK_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,39}$/;
export const deskName = z
  .string()
  .check(
    z.trim(),
    z.regex(
      DESK_NAME_RE,
      'a desk name is 1 to 40 letters, digits, spaces, dashes or underscores, starting with a letter or digit',
    ),
  );

export const deskPanel = z
  .object({
    /** Stable within the desk: the grid's key for the panel. */
    id: z.string().check(z.regex(/^[a-z0-9-]{1,24}$/, 'a panel id is 1 to 24 lower-case letters, digits or dashes')),
    kind: z.enum(DESK_PANEL_KINDS),
    x: z.int().check(z.minimum(0), z.maximum(DESK_COLUMNS - 1)),
    y: z.int().check(z.minimum(0), z.maximum(200)),
    w: z.int().check(z.minimum(1), z.maximum(DESK_COLUMNS)),
    h: z.int().check(z.minimum(1), z.maximum(24)),
    /** The panel's link group; null: the panel keeps its own ticker. */
    group: z.nullable(z.enum(LINK_GROUPS)),
    /** The panel's own ticker when it is in no group (null for panels that take none, such as rankings). */
    ticker: z.nullable(ticker),
    /** The named watchlist a board panel shows (null: the real-time watchlist). */
    list: z._default(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))), null),
  })
  .check(z.refine((p) => p.x + p.w <= DESK_COLUMNS, { message: `x + w is at most ${DESK_COLUMNS}`, path: ['w'] }));
export type DeskPanel = z.infer<typeof deskPanel>;

export const desk = z
  .object({
    name: deskName,
    /** Each group's ticker. */
    groups: z.partialRecord(z.enum(LINK_GROUPS), ticker),
    panels: z.array(deskPanel).check(z.maxLength(MAX_DESK_PANELS)),
  })
  .check(
    z.refine((d) => new Set(d.panels.map((p) => p.id)).size === d.panels.length, {
      message: 'panel ids are unique',
      path: ['panels'],
    }),
  );
export type Desk = z.infer<typeof desk>;

/** A saved desk as the list shows it. */
export const deskSummary = z.object({
  name: deskName,
  panels: z.int().check(z.minimum(0)),
  updated_at: z.string(),
});
export type DeskSummary = z.infer<typeof deskSummary>;
export const deskList = z.object({ desks: z.array(deskSummary) });

/**
 * The BFF's routes for desks (state-changing ones check the Origin, like the alerts'):
 * - `GET /api/desks` → `{ desks: DeskSummary[] }`, newest first;
 * - `GET /api/desks/:name` → `Desk`, 404 when there is none;
 * - `PUT /api/desks/:name` with a `Desk` body whose name equals `:name` → the stored `Desk`; 422 names the field;
 * - `DELETE /api/desks/:name` → 204, 404 when there is none.
 * With DASHBOARD_TOKEN set, each dashboard session sees only the desks it saved.
 */
export const DESKS_PATH = '/api/desks';
