/**
 * A ticker's most traded off-exchange price bands (`/v1/darkpool/print-levels/{ticker}`, schema
 * `printLevel`): the dark-pool page's panel and the GEX chart's dark-pool layer read them alike.
 */
import type { AnswerOf } from '../../api/schemas';
import { endpointQuery } from './endpoint-query';

type PrintLevelsAnswer = AnswerOf<'darkpool.printLevels'>;

/** The query of a ticker's bands, one key for the dark-pool page, the GEX chart's layer and the alert form. */
export const printLevelsQuery = (ticker: string) => endpointQuery('darkpool.printLevels', { ticker });

export interface PrintLevel {
  readonly price: number;
  readonly low: number | null;
  readonly high: number | null;
  readonly premium: number | null;
  readonly shares: number | null;
  readonly prints: number | null;
  /** First and last session with prints in the band. */
  readonly firstSession: string | null;
  readonly lastSession: string | null;
}

/** Price bands (schema `printLevel`); a band without a `price` cannot be placed (the drift mark says so). */
export function readPrintLevels(answer: PrintLevelsAnswer | undefined): PrintLevel[] {
  return (answer?.levels ?? []).flatMap((r): PrintLevel[] =>
    r.price === null
      ? []
      : [
          {
            price: r.price,
            low: r.low ?? null,
            high: r.high ?? null,
            premium: r.premium,
            shares: r.shares ?? null,
            prints: r.prints ?? null,
            firstSession: r.first_session ?? null,
            lastSession: r.last_session ?? null,
          },
        ],
  );
}

export interface PrintLevelSample {
  /** The price the bands are centred on (the last price), marked on the chart. */
  readonly referencePrice: number | null;
  /** Sessions in the sample, and the oldest and newest of them. */
  readonly sessions: number | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** The sample behind the print levels: `reference_price`, `n`, `from`, `to`. */
export function readPrintLevelSample(answer: PrintLevelsAnswer | undefined): PrintLevelSample {
  return {
    referencePrice: answer?.reference_price ?? null,
    sessions: answer?.n ?? null,
    from: answer?.from ?? null,
    to: answer?.to ?? null,
  };
}
