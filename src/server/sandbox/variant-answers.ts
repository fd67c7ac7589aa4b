/**
 * Applies the switched-on answer variants to a successful REST answer or a stream frame. Order: the
 * variants that find fields by the sandbox's own names and places run first (nulls, omissions, ids,
 * row names, the cursor, then the list's key), the value spellings after them (letters before upper
 * case, so `C` stays `C`), and the extra fields last, so no other variant touches them.
 */
import type { EndpointSpec } from '../../api/endpoint';
import type { StreamName } from './counters';
import { withExtraFields } from './variant-extra-fields';
import { enumsUpperCased } from './variant-enum-case';
import { listUnderResults } from './variant-list-key';
import { abnormalFrameWithoutId, abnormalRowsWithoutId } from './variant-no-event-id';
import { frameWithNulls, rowsWithNulls } from './variant-nulls';
import { numbersAsStrings } from './variant-numeric-strings';
import { optionalFieldsOmitted } from './variant-omitted-optional';
import { optionTypeLetters } from './variant-option-letters';
import { cursorUnderPagination } from './variant-tape-cursor';
import { tapeRowsRenamed } from './variant-tape-row-names';
import { timestampsAsOffsets } from './variant-timestamp-forms';
import type { VariantName, Variants } from './variants';

type Step = readonly [VariantName, (value: unknown) => unknown];

function run(variants: Variants, value: unknown, steps: readonly Step[]): unknown {
  let v = value;
  for (const [name, f] of steps) if (variants.has(name)) v = f(v);
  return v;
}

/** The body of a successful REST answer of `spec` in the forms switched on (the body itself when none is). */
export function answerWithVariants(
  variants: Variants,
  spec: Pick<EndpointSpec, 'id' | 'rowsKey'>,
  body: unknown,
): unknown {
  if (!variants.any) return body;
  return run(variants, body, [
    ['nulls', rowsWithNulls],
    ['omitted_optional', optionalFieldsOmitted],
    ['no_event_id', (b) => abnormalRowsWithoutId(spec, b)],
    ['tape_row_names', (b) => tapeRowsRenamed(spec, b)],
    ['tape_cursor', cursorUnderPagination],
    ['list_key', (b) => listUnderResults(spec, b)],
    ['option_letters', optionTypeLetters],
    ['enum_case', enumsUpperCased],
    ['numeric_strings', numbersAsStrings],
    ['timestamp_forms', timestampsAsOffsets],
    ['extra_fields', withExtraFields],
  ]);
}

/**
 * A stream frame in the forms switched on. Frames keep their numbers (the reference types each frame
 * field), so `numeric_strings` and the REST-only list and tape variants do not apply.
 */
export function frameWithVariants(variants: Variants, stream: StreamName, frame: unknown): unknown {
  if (!variants.any) return frame;
  return run(variants, frame, [
    ['nulls', frameWithNulls],
    ['no_event_id', (f) => (stream === 'abnormal-trades' ? abnormalFrameWithoutId(f) : f)],
    ['option_letters', optionTypeLetters],
    ['enum_case', enumsUpperCased],
    ['timestamp_forms', timestampsAsOffsets],
    ['extra_fields', withExtraFields],
  ]);
}
