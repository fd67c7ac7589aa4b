/**
 * Every endpoint of the contract is shown somewhere: each non-stream registry id is asked by at least
 * one page (its id appears in the app's code), or is listed here with the reason no page asks it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../api/registry';

const NOT_ON_A_PAGE: Readonly<Record<string, string>> = {
  'health.service': "the BFF probes it; the status bar shows the BFF's /api/health verdict",
  'mcp.apiKey': 'the BFF calls MCP tools through it for families that publish only a tool (doors.ts)',
  'mcp.connect': 'an MCP client onboarding route, not data',
  'mcp.assistantApps': 'an MCP client onboarding route, not data',
  'quotes.batch': 'the reference publishes no batch quote; the board reads the watchlist answer and the stream',
};

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sourcesUnder(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}

describe('the registry, walked against the pages', () => {
  const code = sourcesUnder(__dirname)
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
  const asked = (id: string): boolean => code.includes(`'${id}'`) || code.includes(`"${id}"`);
  const data = ENDPOINTS.filter((e) => e.transport !== 'ws');

  it('finds every non-stream endpoint asked by a page, or listed with the reason it is not', () => {
    const neither = data.filter((e) => !asked(e.id) && !(e.id in NOT_ON_A_PAGE)).map((e) => `${e.id} ${e.path}`);
    expect(neither).toEqual([]);
  });

  it('lists no endpoint that a page does ask, and no id outside the registry', () => {
    const ids = new Set(ENDPOINTS.map((e) => e.id));
    expect(Object.keys(NOT_ON_A_PAGE).filter((id) => !ids.has(id as never) || asked(id))).toEqual([]);
  });
});
