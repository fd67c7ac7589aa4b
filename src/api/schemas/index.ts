/** The answer schema of every REST endpoint of the registry, by endpoint id. */
import type { z } from 'zod';
import { DARKPOOL_SCHEMAS } from './darkpool';
import { DIRECTIONAL_SCHEMAS } from './directional';
import { GEX_SCHEMAS } from './gex';
import { INTENT_FLOW_SCHEMAS } from './intent-flow';
import { OTHER_SCHEMAS } from './other';
import { VOLATILITY_SCHEMAS } from './volatility';

export const ANSWER_SCHEMAS = {
  ...INTENT_FLOW_SCHEMAS,
  ...DIRECTIONAL_SCHEMAS,
  ...GEX_SCHEMAS,
  ...DARKPOOL_SCHEMAS,
  ...VOLATILITY_SCHEMAS,
  ...OTHER_SCHEMAS,
} satisfies Record<string, z.ZodType>;

export type AnswerEndpointId = keyof typeof ANSWER_SCHEMAS;
/** The parsed (lenient) answer of an endpoint. */
export type AnswerOf<K extends AnswerEndpointId> = z.output<(typeof ANSWER_SCHEMAS)[K]>;

export function answerSchema(endpointId: string): z.ZodType | undefined {
  return (ANSWER_SCHEMAS as Record<string, z.ZodType>)[endpointId];
}
