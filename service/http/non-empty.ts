import { HttpError } from './http-error';

/** A note needs something to title it: empty or blank text is refused rather than stored as an empty note. */
export function nonEmpty(value: string, param: string): string {
  if (value.trim() === '') throw HttpError.invalidParameter(param, `"${param}" is empty.`);
  return value;
}
