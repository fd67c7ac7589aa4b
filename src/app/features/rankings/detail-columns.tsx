/**
 * The columns of the tables inside a ranking's detail: a ticker's momentum and directional history by
 * session, and its intent clusters and trades. Cells read as in the rankings (signs marked, net premium
 * uncoloured); the CSV carries the answer's figures.
 */
import type { AnswerOf } from '../../../api/schemas';
import { formatCount, formatEtTime, formatMoney, formatSigned, MISSING } from '../../ui/format';
import { contractText } from '../../ui/contract-text';
import type { TableColumn } from '../../ui/table-columns';
import { DirectionCell, Exposure, SideCell, SignedMoney } from './cells';
import type { DirectionalSessionPoint } from './directional-history-model';
import { netPremiumColumn, ordersColumn, returnColumn, scoreColumn } from './ranking-columns';
import type { IntentCluster, IntentDetailAnswer } from './rankings-model';

export type MomentumSessionRow = AnswerOf<'momentum.history'>['history'][number];
export type IntentTrade = IntentDetailAnswer['trades'][number];

export const MOMENTUM_HISTORY_COLUMNS: readonly TableColumn<MomentumSessionRow>[] = [
  { id: 'session', header: 'Session', kind: 'text', value: (r) => r.session ?? null },
  {
    id: 'direction',
    header: 'Momentum label',
    kind: 'text',
    value: (r) => r.direction ?? null,
    cell: (r) => <DirectionCell value={r.direction} />,
  },
  scoreColumn(),
  returnColumn(),
  netPremiumColumn(),
];

export const DIRECTIONAL_HISTORY_COLUMNS: readonly TableColumn<DirectionalSessionPoint>[] = [
  { id: 'session', header: 'Session', kind: 'text', value: (p) => p.session },
  {
    id: 'score',
    header: 'Directional score',
    csvHeader: 'directional_score_usd',
    kind: 'number',
    value: (p) => p.directionalScore,
    cell: (p) => <SignedMoney value={p.directionalScore} />,
  },
  {
    id: 'imbalance',
    header: 'Imbalance',
    kind: 'number',
    value: (p) => p.imbalanceScore,
    cell: (p) => formatSigned(p.imbalanceScore),
  },
  { id: 'orders', header: 'Orders', kind: 'number', value: (p) => p.orders, cell: (p) => formatCount(p.orders) },
  { id: 'finality', header: 'Finality', kind: 'text', value: (p) => p.finality, cell: (p) => p.finality ?? MISSING },
];

export const CLUSTER_COLUMNS: readonly TableColumn<IntentCluster>[] = [
  {
    id: 'start',
    header: 'Start (ET)',
    csvHeader: 'Start',
    kind: 'time',
    value: (c) => c.start ?? null,
    cell: (c) => formatEtTime(c.start),
  },
  ordersColumn(),
  netPremiumColumn(),
  {
    id: 'net_delta',
    header: 'Δ$',
    csvHeader: 'net_delta_usd',
    kind: 'number',
    value: (c) => c.net_delta ?? null,
    cell: (c) => <Exposure greek="delta" value={c.net_delta ?? null} />,
  },
  {
    id: 'net_gamma',
    header: 'Γ$',
    csvHeader: 'net_gamma_usd',
    kind: 'number',
    value: (c) => c.net_gamma ?? null,
    cell: (c) => <Exposure greek="gamma" value={c.net_gamma ?? null} />,
  },
];

export const TRADE_COLUMNS: readonly TableColumn<IntentTrade>[] = [
  {
    id: 'time',
    header: 'Time (ET)',
    csvHeader: 'Time',
    kind: 'time',
    value: (t) => t.executed_at ?? null,
    cell: (t) => formatEtTime(t.executed_at),
  },
  {
    id: 'contract',
    header: 'Contract',
    kind: 'text',
    value: (t) =>
      contractText({ expiration: t.expiration ?? null, strike: t.strike ?? null, optionType: t.option_type ?? null }),
    csvFields: [
      { header: 'expiration', value: (t) => t.expiration ?? null },
      { header: 'strike', value: (t) => t.strike ?? null },
      { header: 'option_type', value: (t) => t.option_type ?? null },
    ],
  },
  {
    id: 'side',
    header: 'Side',
    kind: 'text',
    value: (t) => t.direction ?? null,
    cell: (t) => <SideCell value={t.direction} />,
  },
  {
    id: 'size',
    header: 'Size',
    csvHeader: 'contracts',
    kind: 'number',
    value: (t) => t.contracts ?? null,
    cell: (t) => formatCount(t.contracts),
  },
  {
    id: 'premium',
    header: 'Premium',
    csvHeader: 'premium_usd',
    kind: 'number',
    value: (t) => t.premium ?? null,
    cell: (t) => formatMoney(t.premium),
  },
  {
    id: 'delta',
    header: 'Δ$',
    csvHeader: 'delta_usd',
    kind: 'number',
    value: (t) => t.delta_usd ?? null,
    cell: (t) => <Exposure greek="delta" value={t.delta_usd ?? null} />,
  },
];
