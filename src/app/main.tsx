/**
 * The page's entry. The app (and zod with every schema, which share a chunk) is loaded only after zod's
 * settings are in place (zod-jitless.ts): a static import would be evaluated before this module's body.
 */
import './zod-jitless';

void import('./render');
