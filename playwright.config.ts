import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (Playwright cannot download browsers here), Playwright's own otherwise.
const systemChromium = '/usr/bin/chromium';
const executablePath = fs.existsSync(systemChromium) ? systemChromium : undefined;
const basePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The market clocks the suite runs at, each on its own BFF (port, data directory, SANDBOX_CLOCK).
 * Fixed dates chosen from src/api/calendar.ts: Fri 2026-11-13 and Mon 2026-11-16 are trading days,
 * Sat 2026-11-14 is not. They differ from the machine's date on purpose: the app must take the
 * current session from the service, not from the browser clock.
 *  - replay: moving at 1x from Wed 2026-11-18 15:30 ET (the specs that need live flow). Not the
 *    sandbox's `replay` clock, whose market time follows the hour of day: at 13:20 ET it reads
 *    09:50, when 15-minute-delayed candles hold one bar, so specs passed or failed with the hour;
 *  - mid-session: Mon 12:00 ET, current session 2026-11-16, provisional and delayed;
 *  - pre-open: Mon 09:00 ET, the current session is still Friday's, complete;
 *  - after-close: Fri 16:30 ET, Friday complete, the live window empty;
 *  - saturday: no session accumulates; Friday's data is final;
 *  - holiday: Thanksgiving (Thu 2026-11-26) at noon ET, a weekday with no session: Wednesday's is final;
 *  - early-close: Fri 2026-11-27 at 14:00 ET, an hour after that day's 13:00 close: the day is complete,
 *    where a 16:00 close would still call it live.
 */
// Specs that read a fixed clock; every other spec (a new one included) runs on `replay`.
const FIXED_CLOCK_SPECS = /(clocks|darkpool-page|flow-rankings|confluence|tide-events|session-replay)\.spec\.ts$/;
// Specs of a free key (the sandbox's built-in free key, at a fixed mid-session moment): every page's
// free preview, and registering a key from the account page (which switches this BFF's key).
const FREE_TIER_SPECS = /(free-tier|account)\.spec\.ts$/;
// The fault tour stops streams for every client of its BFF (4001, 4029): it gets a BFF of its own.
const FAULT_TOUR_SPEC = /fault-tour\.spec\.ts$/;
// Runs last, after every clock: no page asked the sandbox for a path the reference does not publish.
const STRICT_CHECK_SPEC = /strict-check\.spec\.ts$/;
// The variant tour switches the sandbox's answer forms for every client of its BFF: it gets a BFF of its own.
const VARIANT_TOUR_SPEC = /variant-tour\.spec\.ts$/;
// Everything above runs elsewhere: `replay` takes the rest.
const NOT_ON_REPLAY = [FIXED_CLOCK_SPECS, FREE_TIER_SPECS, FAULT_TOUR_SPEC, STRICT_CHECK_SPEC, VARIANT_TOUR_SPEC];
const CLOCKS = [
  // 15:30 ET: the suite spends a trader's day of page loads in minutes, and the day pacer projects that
  // rate to the close. Starting 30 minutes before it (the project runs about 10) keeps the projection
  // within the day, so the pacer does not space the tour's first loads; from 15:20 a few more requests
  // earlier in the project tipped it over (×1.2, the board's cold load answered 429 until admitted).
  // The market stays open throughout, with 20 minutes to spare.
  { name: 'replay', clock: '2026-11-18T20:30:00Z', match: { testIgnore: NOT_ON_REPLAY } },
  { name: 'mid-session', clock: 'frozen:2026-11-16T17:00:00Z', match: { testMatch: FIXED_CLOCK_SPECS } },
  { name: 'pre-open', clock: 'frozen:2026-11-16T14:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'after-close', clock: 'frozen:2026-11-13T21:30:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'saturday', clock: 'frozen:2026-11-14T16:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'holiday', clock: 'frozen:2026-11-26T17:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  { name: 'early-close', clock: 'frozen:2026-11-27T19:00:00Z', match: { testMatch: /clocks\.spec\.ts$/ } },
  // The fault tour's BFF pauses 8 s after 4008 and cools down 8 s after 4001/4003 (30 s and 60 s in service):
  // the tour watches the recovery, the hub's unit tests hold the real figures.
  { name: 'faults', clock: '2026-11-18T16:30:00Z', streamPauseMs: 8_000, match: { testMatch: FAULT_TOUR_SPEC } },
  { name: 'free-tier', clock: 'frozen:2026-11-16T17:00:00Z', tier: 'free', match: { testMatch: FREE_TIER_SPECS } },
  // Moving, as `replay`, so the live tape streams and the frame variants (C/P, upper case) reach it.
  { name: 'variants', clock: '2026-11-18T20:30:00Z', match: { testMatch: VARIANT_TOUR_SPEC } },
] as const satisfies readonly { name: string; clock: string; tier?: 'free'; streamPauseMs?: number; match: object }[];

const portOf = (i: number): number => basePort + i;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that needs a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: executablePath ? { executablePath } : {},
  },
  projects: [
    ...CLOCKS.map((c, i) => ({
      name: c.name,
      ...c.match,
      metadata: { clock: c.clock },
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${portOf(i)}`,
      },
    })),
    {
      name: 'strict-check',
      testMatch: STRICT_CHECK_SPEC,
      dependencies: CLOCKS.map((c) => c.name),
      metadata: { bffs: CLOCKS.map((_, i) => `http://127.0.0.1:${portOf(i)}`) },
    },
  ],
  // The real BFF with its embedded sandbox, one per clock, each on a private port and a fresh data
  // directory (the BFF persists its day count and stored answers there). Started one after another.
  // Every sandbox is strict (SANDBOX_STRICT=1): paths the reference does not publish answer 404, as the
  // real service may, so the whole suite proves the dashboard needs none of them (issue 10).
  webServer: CLOCKS.map((c, i) => ({
    command: `node -e "require('fs').rmSync('.data/e2e-${portOf(i)}', { recursive: true, force: true })" && node scripts/start.mjs`,
    url: `http://127.0.0.1:${portOf(i)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(portOf(i)),
      DATA_DIR: `.data/e2e-${portOf(i)}`,
      SANDBOX_PORT: '0',
      SANDBOX_CLOCK: c.clock,
      SANDBOX_TIER: 'tier' in c ? c.tier : 'pro',
      E2E: '1',
      SANDBOX_REQUESTS_PER_MINUTE: '600',
      SANDBOX_STRICT: '1',
      ...('streamPauseMs' in c ? { E2E_STREAM_PAUSE_MS: String(c.streamPauseMs) } : {}),
    },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
