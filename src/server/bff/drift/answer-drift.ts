/**
 * The drift alarm of REST answers: a 2xx upstream answer is checked against its schema; the issues go
 * to the DriftLog and into the DRIFT_HEADER of the answer (kept with a cached copy). The body is
 * forwarded as received, whatever the check says.
 */
import { checkAnswer } from '../../../api/check-answer';
import { DRIFT_HEADER } from '../../../api/drift';
import type { Answer } from '../cache/answer-cache';
import type { DriftLog } from './drift';

/** Header values stay short: a service that drifts everywhere must not make the header huge. */
const MAX_HEADER_PATHS = 20;

export function checkUpstreamAnswer(endpointId: string, answer: Answer, drift: DriftLog): Answer {
  if (answer.status < 200 || answer.status > 299 || answer.body.length === 0) return answer;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    const issues = [{ path: '(body)', problem: 'not JSON' }];
    drift.record(endpointId, issues);
    return { ...answer, headers: { ...answer.headers, [DRIFT_HEADER]: '(body)' } };
  }
  const issues = checkAnswer(endpointId, body);
  if (issues.length === 0) return answer;
  drift.record(endpointId, issues);
  const paths = issues.slice(0, MAX_HEADER_PATHS).map((i) => i.path);
  return { ...answer, headers: { ...answer.headers, [DRIFT_HEADER]: paths.join(', ') } };
}
