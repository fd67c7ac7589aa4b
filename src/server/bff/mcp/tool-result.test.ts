import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { resultJson, rpcErrorAnswer, toolErrorAnswer } from './tool-result';

const text = (...texts: string[]) => ({ content: texts.map((t) => ({ type: 'text', text: t })) });

describe('reading a tool result', () => {
  it('takes structured content, else the first text block that is a JSON object or list, else the text', () => {
    expect(resultJson({ structuredContent: { a: 1 }, ...text('{"b":2}') })).toEqual({ kind: 'json', value: { a: 1 } });
    expect(resultJson(text('12 rows for AAPL', '{"rows":[1]}'))).toEqual({ kind: 'json', value: { rows: [1] } });
    expect(resultJson(text('[broken', '[1,2]'))).toEqual({ kind: 'json', value: [1, 2] });
    // A bare number or string is no payload: the text is kept for the drift mark.
    expect(resultJson(text('42', 'done'))).toEqual({ kind: 'text', text: '42\ndone' });
    expect(resultJson({ content: [{ type: 'image', data: 'x' }] })).toEqual({ kind: 'text', text: '' });
  });
});

describe('a tool error', () => {
  const status = (body: unknown) => toolErrorAnswer('t', { kind: 'json', value: body }).status;

  it('is the 4xx its code names, wherever the code is', () => {
    expect(status({ error: 'not_found' })).toBe(404);
    expect(status({ error: 'invalid_parameter' })).toBe(422);
    expect(status({ error: 'tier_required' })).toBe(403);
    expect(status({ error: 'rate_limit_exceeded' })).toBe(429);
    expect(status({ detail: { code: 'not_found', message: 'no such ticker' } })).toBe(404);
    expect(status({ error: { code: 'tier_required' } })).toBe(403);
    expect(status({ detail: [{ loc: ['query', 'limit'], msg: 'too big' }] })).toBe(422);
  });

  it('is 422 for a code nobody knows, with a message the app can show', () => {
    const r = toolErrorAnswer('t', { kind: 'json', value: { detail: { code: 'brand_new', message: 'nope' } } });
    expect(r).toEqual({
      status: 422,
      body: { detail: { code: 'brand_new', message: 'nope' }, error: 'brand_new', message: 'nope' },
    });
    expect(toolErrorAnswer('t', { kind: 'text', text: 'MCP error -32602: Input validation error: limit' })).toEqual({
      status: 422,
      body: { error: 'invalid_parameter', message: 'MCP error -32602: Input validation error: limit' },
    });
    expect(toolErrorAnswer('t', { kind: 'text', text: 'something odd' }).body.error).toBe('tool_error');
  });

  it("keeps the service's own failures as the REST statuses they are", () => {
    expect(status({ error: 'upstream_unavailable' })).toBe(502);
    expect(status({ error: 'service_unavailable' })).toBe(503);
  });
});

describe('a JSON-RPC error', () => {
  it('is 422 for invalid params and 502 mcp_protocol_error otherwise', () => {
    expect(rpcErrorAnswer('t', new McpError(ErrorCode.InvalidParams, 'bad'))).toMatchObject({
      status: 422,
      body: { error: 'invalid_params' },
    });
    expect(rpcErrorAnswer('t', new McpError(ErrorCode.MethodNotFound, 'no'))).toMatchObject({
      status: 502,
      body: { error: 'mcp_protocol_error' },
    });
  });
});
