import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (Playwright cannot download browsers here), Playwright's own otherwise.
const systemChromium = '/usr/bin/chromium';
const executablePath = fs.existsSync(systemChromium) ? systemChromium : undefined;

/**
 * The market clocks the suite runs at, one project each.
 * Fixed dates chosen from src/api/calendar.ts: Fri 2026-11-13 and Mon 2026-11-16 are trading days,
 * Sat 2026-11-14 is not. They differ from the machine's date on purpose: the app must take the
 * current session from the service, not from the browser clock.
 * Every spec file gets a BFF of its own at its project's clock (e2e/bff-fixture.ts), so a moving clock
 * starts at the same moment for every file, whatever ran before it.
 *  - replay: moving at 1x from Wed 2026-11-18 15:30 ET (the specs that need live flow). Not the
 *    sandbox's `replay` clock, whose market time follows the hour of day: at 13:20 ET it reads
 *    09:50, when 15-minute-delayed candles hold one bar, so specs passed or failed with the hour;
 *  - mid-session: Mon 12:00 ET, current session 2026-11-16, provisional and delayed;
 *  - pre-open: Mon 09:00 ET, the current session is still Friday's, complete;
 *  - after-close: Fri 16:30 ET, Friday complete, the live window empty;
 *  - saturday: no session accumulates; Friday's data is final;
 *  - holiday: Thanksgiving (Thu 2026-11-26) at noon ET, a weekday with no session: Wednesday's is final;
 *  - early-close: Fri 2026-11-27 at 14:00 ET, an hour after that day's 13:00 close: the day is complete,
 *    where a 16:00 close would still call it live;
 *  - open and late-session: Mon 2026-11-16 at 09:35 ET (the first minutes: two 5-minute bars, summaries
 *    that may not have a reading yet) and at 15:45 ET (a full day of bars and levels), for the first
 *    minutes' spec and its screenshots.
 */
// Specs that read a fixed clock; every other spec (a new one included) runs on `replay`.
const FIXED_CLOCK_SPECS = /(clocks|darkpool-page|flow-rankings|confluence|tide-events|session-replay)\.spec\.ts$/;
// The first minutes of a session, and the same pages late in it (session-moments.ts: what both run).
const FIRST_MINUTES_SPEC = /first-minutes\.spec\.ts$/;
const LATE_SESSION_SPEC = /late-session\.spec\.ts$/;
// Specs of a free key (the sandbox's built-in free key, at a fixed mid-session moment): every page's
// free preview, and registering a key from the account page (which switches this BFF's key).
const FREE_TIER_SPECS = /(free-tier|account)\.spec\.ts$/;
// The fault tour watches streams recover: its BFF waits seconds, not the service's minute, after 4008/4001.
const FAULT_TOUR_SPEC = /fault-tour\.spec\.ts$/;
// Everything above runs elsewhere: `replay` takes the rest.
// The route tours are the longest files: on the replay clock too, but scheduled first (files run in
// project order, then by name), so the suite does not end waiting on one of them.
const TOUR_SPECS = /(\/tour|variant-tour)\.spec\.ts$/;
const NOT_ON_REPLAY = [
  FIXED_CLOCK_SPECS,
  FIRST_MINUTES_SPEC,
  LATE_SESSION_SPEC,
  FREE_TIER_SPECS,
  FAULT_TOUR_SPEC,
  TOUR_SPECS,
];
const CLOCKS = [
  // First: the fault tour mostly waits on streams to recover, so it runs beside the rest rather than after it.
  // The fault tour's BFF pauses 8 s after 4008 and cools down 8 s after 4001/4003 (30 s and 60 s in service):
  // the tour watches the recovery, the hub's unit tests hold the real figures.
  { name: 'faults', clock: '2026-11-18T16:30:00Z', streamPauseMs: 8_000, match: { testMatch: FAULT_TOUR_SPEC } },
  // The tours sweep every route with cold caches several times a minute, what no trader does: at the
  // reference's budgets the governor would rightly pace them (its own specs test that), so their key has
  // room, and so has the one browser past the BFF's own per-client limit. 15:30 ET: no spec file runs to
  // the close.
  {
    name: 'tours',
    clock: '2026-11-18T20:30:00Z',
    requestsPerMinute: 3_000,
    requestsPerDay: 100_000,
    clientRequestsPerMinute: 6_000,
    match: { testMatch: TOUR_SPECS },
  },
  { name: 'replay', clock: '2026-11-18T20:30:00Z', match: { testIgnore: NOT_ON_REPLAY } },
  { name: 'mid-session', clock: 'frozen:2026-11-16T17:00:00Z', match: { testMatch: FIXED_CLOCK_SPECS } },
  { name: 'pre-open', clock: 'frozen:2026-11-16T14:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'after-close', clock: 'frozen:2026-11-13T21:30:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'saturday', clock: 'frozen:2026-11-14T16:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'holiday', clock: 'frozen:2026-11-26T17:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'early-close', clock: 'frozen:2026-11-27T19:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'open', clock: 'frozen:2026-11-16T14:35:00Z', match: { testMatch: FIRST_MINUTES_SPEC } },
  { name: 'late-session', clock: 'frozen:2026-11-16T20:45:00Z', match: { testMatch: LATE_SESSION_SPEC } },
  { name: 'free-tier', clock: 'frozen:2026-11-16T17:00:00Z', tier: 'free', match: { testMatch: FREE_TIER_SPECS } },
] as const satisfies readonly {
  name: string;
  clock: string;
  tier?: 'free';
  streamPauseMs?: number;
  requestsPerMinute?: number;
  requestsPerDay?: number;
  clientRequestsPerMinute?: number;
  match: object;
}[];

type Clock = (typeof CLOCKS)[number];

function projectOf(c: Clock, match: object, name: string = c.name) {
  return {
    name,
    ...match,
    // Read by e2e/bff-fixture.ts to start the file's BFF.
    metadata: {
      // The clock's name, also in the reversed run where the project is named for its file too.
      clockName: c.name,
      clock: c.clock,
      ...('tier' in c ? { tier: c.tier } : {}),
      ...('streamPauseMs' in c ? { streamPauseMs: c.streamPauseMs } : {}),
      ...('requestsPerMinute' in c ? { requestsPerMinute: c.requestsPerMinute } : {}),
      ...('requestsPerDay' in c ? { requestsPerDay: c.requestsPerDay } : {}),
      ...('clientRequestsPerMinute' in c ? { clientRequestsPerMinute: c.clientRequestsPerMinute } : {}),
    },
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  };
}

/**
 * E2E_ORDER=reverse runs the spec files in reverse order (Playwright schedules files by name within a
 * project, and projects in the order given): one project per clock and file, the last file first. It
 * shows no spec depends on one that ran before it.
 */
function reversedProjects() {
  const files = fs
    .readdirSync('e2e')
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .reverse();
  const runsOn = (c: Clock, file: string): boolean =>
    'testMatch' in c.match ? c.match.testMatch.test(file) : !c.match.testIgnore.some((r) => r.test(file));
  return files.flatMap((file) =>
    CLOCKS.filter((c) => runsOn(c, file)).map((c) =>
      projectOf(c, { testMatch: new RegExp(`/${file.replace(/\./g, '\\.')}$`) }, `${c.name} ${file}`),
    ),
  );
}

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Files run side by side, each on its own BFF; the tests of one file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that needs a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: executablePath ? { executablePath } : {},
  },
  projects: process.env.E2E_ORDER === 'reverse' ? reversedProjects() : CLOCKS.map((c) => projectOf(c, c.match)),
});
