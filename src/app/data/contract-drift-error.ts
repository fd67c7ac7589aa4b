/**
 * An answer the app could not read through its schema (not an object, no list where one is declared,
 * rows that are not objects): the panel says which field, and that the service's contract differs. It is
 * never retried: asking again returns the same shape.
 */
import type { DriftIssue } from '../../api/drift';

export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
  readonly endpointId: string;
  readonly issues: readonly DriftIssue[];

  constructor(endpointId: string, issues: readonly DriftIssue[]) {
    super(`could not read ${issues.map((i) => i.path).join(', ') || '(body)'} — contract drift`);
    this.endpointId = endpointId;
    this.issues = issues;
  }

  /** The field paths it could not read. */
  get fields(): string[] {
    return this.issues.map((i) => i.path);
  }
}

export function isContractDriftError(e: unknown): e is ContractDriftError {
  return e instanceof ContractDriftError;
}
