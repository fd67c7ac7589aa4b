/**
 * What a desk hands each panel: the app layer fills one component per kind (desk-panel-registry.tsx),
 * since a feature never imports another feature's panels.
 */
import type { ComponentType } from 'react';
import type { DeskPanelKind } from '../../../dashboard-api/desk';

export interface DeskPanelProps {
  /** The panel's ticker; null for a kind that takes none. */
  readonly ticker: string | null;
  /** The height of the panel's body, px. */
  readonly height: number;
  /** The named watchlist a board panel shows; null: the real-time list. */
  readonly list: string | null;
}
export type DeskPanelComponents = Readonly<Record<DeskPanelKind, ComponentType<DeskPanelProps>>>;
