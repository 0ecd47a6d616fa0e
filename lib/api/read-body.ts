import { type ErrorBody, errorBodySchema } from './schemas';

/** The body as JSON, or undefined when it is empty or not JSON (a proxy's HTML page, say). */
export function tryJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The service's own error (`{error:{code,message,param}}`), or undefined when the body is anything else. */
export function serviceErrorOf(text: string): ErrorBody['error'] | undefined {
  const parsed = errorBodySchema.safeParse(tryJson(text));
  return parsed.success ? parsed.data.error : undefined;
}
