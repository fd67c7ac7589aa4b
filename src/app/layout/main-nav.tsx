/**
 * The page links. On a wide screen: the pages a trader opens all day, then "More" for the daily and
 * market-wide lists. On a phone: one Menu button that opens every link as a list, so the header is one
 * row and nothing scrolls sideways.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';

interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly end?: boolean;
}

const PRIMARY: readonly NavItem[] = [
  { to: '/', label: 'Board', end: true },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/flow', label: 'Flow' },
  { to: '/rankings', label: 'Rankings' },
  { to: '/volatility/SPY', label: 'Volatility' },
  { to: '/tide', label: 'Tide' },
  { to: '/oi/SPY', label: 'OI' },
  { to: '/darkpool/SPY', label: 'Dark pool' },
  { to: '/desk', label: 'Desk' },
];

const MORE: readonly NavItem[] = [
  { to: '/earnings', label: 'Earnings' },
  { to: '/calendar', label: 'Economic calendar' },
  { to: '/markets', label: 'Markets' },
  { to: '/ticker/SPY', label: 'Ticker profile' },
  { to: '/replay/SPY', label: 'Session replay' },
  { to: '/alerts', label: 'Alerts' },
  { to: '/account', label: 'Account' },
];

const linkClass = ({ isActive }: { isActive: boolean }): string =>
  `rounded px-2 py-1 ${isActive ? 'bg-raised font-medium text-fg' : 'text-muted hover:text-fg'}`;

function Links(props: { items: readonly NavItem[]; onPick?: () => void }): ReactElement {
  return (
    <>
      {props.items.map((n) => (
        <NavLink key={n.to} to={n.to} end={n.end ?? false} className={linkClass} onClick={props.onPick}>
          {n.label}
        </NavLink>
      ))}
    </>
  );
}

export function MainNav(): ReactElement {
  const [phoneOpen, setPhoneOpen] = useState(false);
  const more = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A link followed closes whichever menu it was in.
  useEffect(() => {
    setPhoneOpen(false);
    if (more.current) more.current.open = false;
  }, [location.pathname]);

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        <Links items={PRIMARY} />
        <details ref={more} className="relative">
          <summary className="cursor-pointer list-none rounded px-2 py-1 text-muted hover:text-fg">More ▾</summary>
          <div className="absolute left-0 top-full z-40 mt-1 flex w-48 flex-col rounded border border-line bg-panel p-1 shadow-lg">
            <Links items={MORE} />
          </div>
        </details>
      </nav>
      <button
        type="button"
        className="rounded border border-line px-2 py-1 text-muted hover:text-fg md:hidden"
        aria-expanded={phoneOpen}
        aria-controls="phone-menu"
        onClick={() => setPhoneOpen((o) => !o)}
      >
        ☰ Menu
      </button>
      {phoneOpen ? (
        <nav
          id="phone-menu"
          aria-label="Menu"
          className="order-last flex w-full flex-col border-t border-line py-1 md:hidden"
        >
          <Links items={[...PRIMARY, ...MORE]} />
        </nav>
      ) : null}
    </>
  );
}
