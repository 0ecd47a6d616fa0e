import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorCodes } from '../../lib/api';

/** A failure with its section 7 body; thrown anywhere in a handler, answered by the app's error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static invalidParameter(param: string, message: string): HttpError {
    return new HttpError(400, errorCodes.invalidParameter, message, param);
  }

  body() {
    return { error: { code: this.code, message: this.message, ...(this.param != null && { param: this.param }) } };
  }
}
