// Builds the SPA once (when stale) before the workers start their BFFs, which serve it from dist/: the test
// build, whose pages expose the hooks the specs read (window.__oaStream, window.__oaTape).
// @ts-expect-error: a plain ES module of the scripts, with no type declarations.
import { buildIfStale } from '../scripts/build-if-stale.mjs';

export default function globalSetup(): void {
  (buildIfStale as (o: { testHooks: boolean }) => void)({ testHooks: true });
}
