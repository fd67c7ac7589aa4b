/** On a free key the page says plainly what the free preview allows and what Pro adds (the reference's limits). */
import type { ReactElement } from 'react';

export function FreeTierNote(): ReactElement {
  return (
    <section aria-labelledby="free-tier-heading" className="rounded border border-warn/60 bg-panel p-3 text-sm">
      <h2 id="free-tier-heading" className="mb-1 font-semibold">
        Free tier: what Pro adds
      </h2>
      <p className="mb-2 text-muted">
        A free key shows the free previews: the top 3 of intent-flow and momentum rankings, the last 5 abnormal trades,
        account usage and service health. Pro-only views answer “needs a Pro key”.
      </p>
      <ul className="list-disc space-y-0.5 pl-5">
        <li>Every page in full: GEX, volatility, dark pool, open interest, earnings, economic, contracts.</li>
        <li>The flow tape and both live streams (free keys cannot open a stream).</li>
        <li>60 requests a minute and 5,000 a day, instead of 10 and 200.</li>
        <li>150,000 flow rows a day, and real-time quotes for 25 watchlist symbols.</li>
      </ul>
    </section>
  );
}
