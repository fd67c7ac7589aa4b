// Access decisions read the route the router matched: no spelling of a request target reaches an
// /api route or stream without a session (raw sockets: fetch and ws would normalise the target).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { targetRefusal } from './request-target';
import { counters, startTestBff, type TestBff } from '../testing/test-kit';

/** Spellings of /api/health, /api/budget and /api/v1/quotes/SPY that a router could decode or strip. */
function restTargets(port: number): string[] {
  return [
    '/%61pi/budget',
    '/%61pi/health',
    '/%41pi/health',
    '/a%70i/health',
    '/ap%69/budget',
    '/%61%70%69/health',
    '/api/%68ealth',
    '/api%2Fhealth',
    '/api%2fbudget',
    '/api/v1%2Fquotes%2FSPY',
    '/api/v1/quotes/%53PY',
    '/api%5Chealth',
    '/api\\health',
    '//api/health',
    '/api//health',
    '/api/v1//quotes/SPY',
    '/./api/health',
    '/api/./health',
    '/x/../api/health',
    '/api/v1/../health',
    '/api/%2e/health',
    '/api/%2E%2E/api/health',
    '/API/health',
    '/Api/budget',
    '/API/V1/QUOTES/SPY',
    `http://127.0.0.1:${port}/api/health`,
    `http://127.0.0.1:${port}/api/budget`,
    `HTTP://127.0.0.1:${port}/%61pi/health`,
    `http://localhost:${port}/api/v1/quotes/SPY`,
    '*',
    '/api/health%00',
    '/api/health%',
    '/api/health',
    '/api/budget',
    '/api',
  ];
}

function wsTargets(port: number): string[] {
  return [
    '/%61pi/ws/flow',
    '/api/ws/%66low',
    '/api/%77s/flow',
    '/api%2Fws%2Fflow',
    '/api/ws%2fabnormal-trades',
    '//api/ws/flow',
    '/api//ws/flow',
    '/api/ws/./flow',
    '/x/../api/ws/flow',
    '/API/WS/FLOW',
    '/Api/ws/abnormal-trades',
    '/api\\ws\\flow',
    `http://127.0.0.1:${port}/api/ws/flow`,
    `http://127.0.0.1:${port}/%61pi/ws/abnormal-trades`,
    '/api/ws/flow',
    '/api/ws/abnormal-trades',
    '/api/ws/flow?x=1',
  ];
}

describe('request targets with DASHBOARD_TOKEN set, without a session', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { DASHBOARD_TOKEN: 'desk-token-0123456789' } });
  });
  afterAll(async () => bff.dispose());

  it('answers no REST spelling of an /api route with data: every one 400, 401 or 404', async () => {
    const before = await counters(bff);
    const targets = restTargets(bff.port);
    expect(targets.length).toBeGreaterThanOrEqual(30);
    const answers: Record<string, number> = {};
    for (const t of targets) answers[t] = (await rawRequest(bff.port, t)).status;
    for (const [t, status] of Object.entries(answers)) expect([400, 401, 404], t).toContain(status);
    // The plain spellings are refused for want of a session, not mistaken for a bad target.
    expect(answers['/api/health']).toBe(401);
    expect(answers['/%61pi/health']).toBe(400);
    expect((await counters(bff)).requests_total).toBe(before.requests_total);
  });

  it('opens no stream for any spelling of a WebSocket upgrade: none 101', async () => {
    const before = await counters(bff);
    const targets = wsTargets(bff.port);
    for (const t of targets) {
      const r = await rawRequest(bff.port, t, { websocket: true, headers: { origin: `http://127.0.0.1:${bff.port}` } });
      expect([400, 401, 404], t).toContain(r.status);
    }
    expect(targets.length + restTargets(bff.port).length).toBeGreaterThanOrEqual(45);
    const after = await counters(bff);
    expect(after.ws_accepted_total).toEqual(before.ws_accepted_total);
    expect(after.flow_rows_used).toBe(before.flow_rows_used);
  });

  it('still serves the SPA shell and its deep links under canonical paths', async () => {
    expect((await rawRequest(bff.port, '/')).status).toBe(200);
    expect((await rawRequest(bff.port, '/gex/SPY?dte_filter=0dte')).status).toBe(200);
  });
});

describe('targetRefusal', () => {
  it('accepts canonical paths with any query and encoded characters that need encoding', () => {
    for (const t of ['/', '/api/health', '/api/v1/quotes/SPY?x=%61&y=a//b', '/gex/SPY', '/api/v1/x/a%20b']) {
      expect(targetRefusal(t), t).toBeUndefined();
    }
  });

  it('refuses absolute form, encoded plain characters, empty and dot segments, backslashes, mixed-case /api', () => {
    expect(targetRefusal('http://h/api/health')?.status).toBe(400);
    expect(targetRefusal('/%7Eapi')?.status).toBe(400);
    expect(targetRefusal('/a/..')?.status).toBe(400);
    expect(targetRefusal('/API')?.status).toBe(404);
  });
});
