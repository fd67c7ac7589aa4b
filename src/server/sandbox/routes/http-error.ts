/** A handler's refusal with a status and the reference's error body; route-table.ts turns it into a HandlerResult. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    /** A body other than `{error, message}` (a 422 carries FastAPI's HTTPValidationError). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}
