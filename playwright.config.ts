import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (Playwright cannot download browsers here), Playwright's own otherwise.
const systemChromium = '/usr/bin/chromium';
const executablePath = fs.existsSync(systemChromium) ? systemChromium : undefined;
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: executablePath ? { executablePath } : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The real BFF with its embedded sandbox, on a private port and data directory.
    // A fresh data directory each run: the BFF persists its day count and stored answers there.
    command: `node -e "require('fs').rmSync('.data/e2e-${port}', { recursive: true, force: true })" && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: `.data/e2e-${port}`,
      SANDBOX_PORT: '0',
      E2E: '1',
      SANDBOX_REQUESTS_PER_MINUTE: '600',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
