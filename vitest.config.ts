import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and integration tests sit beside their subject (x.ts + x.test.ts). Integration tests start the
// real sandbox and BFF on loopback ports. Files under src/app that need a DOM declare
// `// @vitest-environment jsdom` at their top.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The default leaves a core free (one fork on a two-core CI machine). Integration tests mostly wait
    // on sockets and timers, so one fork more than the cores finishes sooner: on two cores, one fork
    // 266 s, two 212 s, three 193 s.
    maxWorkers: availableParallelism() + 1,
    reporters: ['default'],
  },
});
