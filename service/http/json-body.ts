import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { z } from 'zod';
import { errorCodes, MAX_REQUEST_BYTES } from '../../lib/api';
import type { AppEnv } from './app-env';
import { HttpError } from './http-error';

/** Spec 4: bodies are JSON with `Content-Type: application/json`; larger than MAX_REQUEST_BYTES is a 413. */
export function jsonBody(maxBytes: number = MAX_REQUEST_BYTES): MiddlewareHandler<AppEnv> {
  return every(
    async (c, next) => {
      const type = c.req.header('Content-Type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new HttpError(
          400,
          errorCodes.unsupportedContentType,
          `Send JSON with "Content-Type: application/json"${type ? ` (got "${type}")` : ''}.`,
          'Content-Type',
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new HttpError(
          413,
          errorCodes.payloadTooLarge,
          `The request body is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
          'body',
        );
      },
    }),
    async (c, next) => {
      const text = await c.req.text();
      try {
        c.set('json', JSON.parse(text));
      } catch {
        throw new HttpError(400, errorCodes.malformedJson, 'The request body is not valid JSON.', 'body');
      }
      await next();
    },
  );
}

/** Checks the parsed body against the shared lib/api schema; `param` names the top-level field at fault. */
export function validBody<T>(json: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  const param = field == null ? 'body' : String(field);
  const missing = field != null && typeof json === 'object' && json !== null && !(String(field) in json);
  throw HttpError.invalidParameter(
    param,
    missing ? `Missing required parameter "${param}".` : `Invalid "${param}": ${issue?.message ?? 'rejected'}.`,
  );
}
