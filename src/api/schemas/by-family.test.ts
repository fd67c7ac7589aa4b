import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../registry';
import { answerSchema } from './index';
import { loadAnswerSchema } from './by-family';

describe('loadAnswerSchema', () => {
  it('loads, for every endpoint, the very schema the server reads it through', async () => {
    for (const spec of ENDPOINTS) {
      expect(await loadAnswerSchema(spec), spec.id).toBe(answerSchema(spec.id));
    }
  });
});
