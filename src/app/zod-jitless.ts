/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it first: under
 * the dashboard's Content-Security-Policy (script-src 'self', no 'unsafe-eval') each probe is a blocked
 * eval and a violation report. Zod reads its settings from this global when a schema is created, so it
 * is set before zod or any schema loads: this module imports nothing, and every entry (the page's
 * main.tsx, the stream worker) runs it first.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
