import type { z } from 'zod';
import { ApiError, kindForStatus } from './api-error';
import { type AuthScheme, postJson } from './post-json';
import { serviceErrorOf, tryJson } from './read-body';
import {
  type AppendRequest,
  type AppendResponse,
  appendRequestSchema,
  appendResponseSchema,
  type CaptureRequest,
  type CaptureResult,
  type CreateItemRequest,
  type CreateNoteRequest,
  captureRequestSchema,
  captureResultSchema,
  createItemRequestSchema,
  createNoteRequestSchema,
  type Item,
  itemSchema,
  type Note,
  noteSchema,
} from './schemas';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  /** Where the service lives, e.g. `https://notes.example` or `http://127.0.0.1:8787`. */
  baseUrl: string;
  v2Token?: string;
  v0Token?: string;
  timeoutMs?: number;
  /** Injected for tests and for environments with their own fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface NoteServiceClient {
  createNote(body: CreateNoteRequest, options?: CallOptions): Promise<Note>;
  capture(body: CaptureRequest, options?: CallOptions): Promise<CaptureResult>;
  createItem(body: CreateItemRequest, options?: CallOptions): Promise<Item>;
  appendToItem(itemId: string, body: AppendRequest, options?: CallOptions): Promise<AppendResponse>;
}

interface Operation<Req, Res> {
  path: string;
  scheme: AuthScheme;
  request: z.ZodType<Req>;
  response: z.ZodType<Res>;
}

export function createClient(options: ClientOptions): NoteServiceClient {
  const call = <Req, Res>(op: Operation<Req, Res>, body: Req, callOptions: CallOptions = {}) =>
    send(options, op, body, callOptions);

  return {
    createNote: (body, o) =>
      call({ path: 'v2/notes', scheme: 'Bearer', request: createNoteRequestSchema, response: noteSchema }, body, o),
    capture: (body, o) =>
      call(
        { path: 'v2/svc-it', scheme: 'Bearer', request: captureRequestSchema, response: captureResultSchema },
        body,
        o,
      ),
    createItem: (body, o) =>
      call(
        { path: 'v0/svcs', scheme: 'ApiAccessToken', request: createItemRequestSchema, response: itemSchema },
        body,
        o,
      ),
    appendToItem: (itemId, body, o) =>
      call(
        {
          path: `v0/svcs/${encodeURIComponent(itemId)}/append`,
          scheme: 'ApiAccessToken',
          request: appendRequestSchema,
          response: appendResponseSchema,
        },
        body,
        o,
      ),
  };
}

async function send<Req, Res>(
  options: ClientOptions,
  op: Operation<Req, Res>,
  body: Req,
  callOptions: CallOptions,
): Promise<Res> {
  const token = op.scheme === 'Bearer' ? options.v2Token : options.v0Token;
  if (!token) {
    const which = op.scheme === 'Bearer' ? 'v2' : 'v0';
    throw new ApiError('unauthorized', `No API token (${which}) is set. Add it in the options.`);
  }

  const checked = op.request.safeParse(body);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const param = issue?.path.map(String).join('.') || undefined;
    throw new ApiError('bad-request', `Invalid request${param ? ` (${param})` : ''}: ${issue?.message ?? 'rejected'}`, {
      code: 'invalid_parameter',
      param,
    });
  }

  const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout.signal]) : timeout.signal;

  try {
    let response: Response;
    try {
      response = await postJson({
        baseUrl: options.baseUrl,
        path: op.path,
        scheme: op.scheme,
        token,
        body: checked.data,
        signal,
        fetch: options.fetch,
      });
    } catch (error) {
      throw transportError(error, timeout.signal, callOptions.signal, timeoutMs);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transportError(error, timeout.signal, callOptions.signal, timeoutMs, true);
    }

    if (!response.ok) throw errorFromResponse(response, text);
    return parseSuccess(response, text, op.response);
  } finally {
    clearTimeout(timer);
  }
}

function transportError(
  error: unknown,
  timeoutSignal: AbortSignal,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
  afterHeaders = false,
): ApiError {
  if (callerSignal?.aborted) {
    return new ApiError('network', 'The request was cancelled.', { cause: error, mayHaveReachedService: true });
  }
  if (timeoutSignal.aborted) {
    return new ApiError('timeout', `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`, {
      cause: error,
      // The request left: the service may have stored it and only the answer got lost.
      mayHaveReachedService: true,
    });
  }
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  const refused = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  return new ApiError('network', 'Could not reach the service. Check that it is running and the URL is right.', {
    cause: error,
    mayHaveReachedService: afterHeaders || !refused,
  });
}

function errorFromResponse(response: Response, text: string): ApiError {
  const retryAfter = response.headers.get('Retry-After') ?? undefined;
  const kind = kindForStatus(response.status);
  const serviceError = serviceErrorOf(text);
  if (serviceError) {
    const { code, message, param } = serviceError;
    return new ApiError(kind, message, { status: response.status, code, param, retryAfter });
  }
  // A proxy's HTML page or an empty body: say what happened in words, not markup.
  const summary = readableSummary(text);
  const statusLine = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError(kind, `The service answered ${statusLine}${summary ? `: ${summary}` : '.'}`, {
    status: response.status,
    retryAfter,
  });
}

function parseSuccess<Res>(response: Response, text: string, schema: z.ZodType<Res>): Res {
  const json = tryJson(text);
  if (json === undefined) {
    throw new ApiError('malformed-response', `The service answered ${response.status} with a body that is not JSON.`, {
      status: response.status,
      mayHaveReachedService: true,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'body';
    throw new ApiError(
      'malformed-response',
      `The service answered ${response.status} with an unexpected body (${where}: ${issue?.message ?? 'invalid'}).`,
      { status: response.status, mayHaveReachedService: true },
    );
  }
  return parsed.data;
}

function readableSummary(text: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
  const plain = (title ?? text)
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}
