/**
 * One option contract (/contract/:occ, the chain's expiry in `?expiry=`): what the OCC symbol says,
 * its quote and greeks, per-contract flow, raw prints, open interest and price history, and the chain
 * of its underlying per expiry with the ATM row marked. A symbol that is not OCC is refused here, once,
 * and nothing is asked for it.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { doorOf } from '../../../api/doors';
import { OccError, parseOcc, type OccParts } from '../../../api/occ';
import { formatPrice } from '../../ui/format';
import { SymbolForm } from '../../ui/symbol-form';
import { ChainPanel } from './chain-panel';
import { FlowPanel, PrintsPanel, ProfilePanel } from './contract-panels';
import { HistoryPanel } from './history-panel';
import {
  atmContracts,
  chainOfExpiry,
  contractFlow,
  contractHistory,
  contractOpenInterest,
  contractPrints,
  contractProfile,
} from './queries';

/** Without a published lookup by OCC symbol the quote is read from the chain of the contract's expiry. */
const PROFILE_DOOR = doorOf({ id: 'contracts.profile' });

function parse(raw: string): { parts: OccParts; occ: string } | { error: string } {
  const occ = raw.trim().toUpperCase();
  try {
    return { parts: parseOcc(occ), occ };
  } catch (e) {
    return { error: e instanceof OccError ? e.message : String(e) };
  }
}

function OccForm(props: { initial: string }): ReactElement {
  const navigate = useNavigate();
  return (
    <SymbolForm
      initial={props.initial}
      label="OCC symbol"
      submitText="Open"
      width="w-56"
      placeholder="O:SPY261218C00510000"
      parse={(text) => text.trim().toUpperCase() || null}
      onGo={(occ) => navigate(`/contract/${encodeURIComponent(occ)}`)}
    />
  );
}

export function ContractPage(): ReactElement {
  const raw = useParams().occ ?? '';
  const parsed = parse(raw);
  if ('error' in parsed) {
    return (
      <div className="flex flex-col gap-3 p-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold">Contract</h1>
          <OccForm initial={raw} key={raw} />
        </div>
        <p role="alert" data-testid="occ-invalid" className="rounded border border-down/60 bg-down/5 p-3 text-sm">
          <span className="font-semibold text-down">Not an OCC option symbol.</span> {parsed.error}
        </p>
      </div>
    );
  }
  return <ContractView occ={parsed.occ} parts={parsed.parts} key={parsed.occ} />;
}

function ContractView(props: { occ: string; parts: OccParts }): ReactElement {
  const { occ, parts } = props;
  const [params, setParams] = useSearchParams();
  const asked = params.get('expiry');
  // An expiry that is not a date is ignored rather than sent (the service would refuse it).
  const expiry = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : parts.expiration;

  const profile = useQuery({ ...contractProfile(occ), enabled: PROFILE_DOOR.kind !== 'none' });
  const ownChain = useQuery(chainOfExpiry(parts.underlying, parts.expiration));
  const chain = useQuery(chainOfExpiry(parts.underlying, expiry));
  const atm = useQuery(atmContracts(parts.underlying));
  const oi = useQuery(contractOpenInterest(occ));
  const flow = useQuery(contractFlow(occ));
  const prints = useQuery(contractPrints(occ));
  const history = useQuery(contractHistory(occ));

  const pickExpiry = (next: string): void =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next === parts.expiration) copy.delete('expiry');
      else copy.set('expiry', next);
      return copy;
    });

  const t = parts.underlying;
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="page-content">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">Contract — {occ}</h1>
        <OccForm initial={occ} key={occ} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <dl className="flex flex-wrap gap-x-6 gap-y-1" data-testid="occ-parts" aria-label="Contract terms">
          <div>
            <dt className="text-xs text-muted">Underlying</dt>
            <dd className="font-semibold">{t}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Type</dt>
            <dd className={`font-semibold ${parts.type === 'call' ? 'text-up' : 'text-down'}`}>{parts.type}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Strike</dt>
            <dd className="num text-left font-semibold">{formatPrice(parts.strike)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Expiry</dt>
            <dd className="font-semibold">{parts.expiration}</dd>
          </div>
        </dl>
        {/* Outside the list: a definition list holds only its terms (axe definition-list). */}
        <nav className="flex items-end gap-2 text-xs" aria-label={`${t} pages`}>
          <Link className="underline" to={`/ticker/${t}`}>
            {t} profile
          </Link>
          <Link className="underline" to={`/gex/${t}`}>
            GEX
          </Link>
          <Link className="underline" to={`/volatility/${t}`}>
            volatility
          </Link>
          <Link className="underline" to={`/oi/${t}`}>
            open interest
          </Link>
        </nav>
      </div>
      <div className="grid grid-cols-1 items-start gap-3 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <ProfilePanel
            occ={occ}
            quote={
              PROFILE_DOOR.kind === 'none' ? { fromChain: true, query: ownChain } : { fromChain: false, query: profile }
            }
            oi={oi}
          />
          <FlowPanel occ={occ} query={flow} />
          <PrintsPanel occ={occ} query={prints} />
        </div>
        <HistoryPanel occ={occ} history={history} oi={oi} />
      </div>
      <ChainPanel
        occ={occ}
        ticker={t}
        expiry={expiry}
        onExpiry={pickExpiry}
        query={chain}
        atm={atm}
        ownExpiries={ownChain.data}
        strike={parts.strike}
        ownExpiry={parts.expiration}
      />
    </div>
  );
}
