export type ApiErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'malformed-response';

export interface ApiErrorDetails {
  status?: number;
  code?: string;
  param?: string;
  /** The raw `Retry-After` header. */
  retryAfter?: string;
  /** True when the service may have acted on the request although no answer came back. */
  mayHaveReachedService?: boolean;
  cause?: unknown;
}

/** The one error every client call fails with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly param?: string;
  readonly retryAfter?: string;
  readonly mayHaveReachedService: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.param = details.param;
    this.retryAfter = details.retryAfter;
    this.mayHaveReachedService = details.mayHaveReachedService ?? false;
  }

  /** Milliseconds to wait as the service asked, or undefined when it did not say. */
  retryAfterMs(now: number = Date.now()): number | undefined {
    return parseRetryAfter(this.retryAfter, now);
  }

  /** A plain object that survives structured cloning and JSON (messages, storage). */
  toJSON() {
    return {
      kind: this.kind,
      message: this.message,
      status: this.status,
      code: this.code,
      param: this.param,
      retryAfter: this.retryAfter,
      mayHaveReachedService: this.mayHaveReachedService,
    };
  }
}

export type SerializedApiError = ReturnType<ApiError['toJSON']>;

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | undefined, now: number = Date.now()): number | undefined {
  if (header == null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}
