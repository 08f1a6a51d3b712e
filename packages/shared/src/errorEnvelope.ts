import type { ErrorEnvelope } from './api';

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const recordOf = (v: unknown, check: (v: unknown) => boolean) => isRecord(v) && Object.values(v).every(check);

/**
 * The error body of a failed call read without zod (`errorEnvelope` is the schema, and the OpenAPI document's): the
 * light pages' client reads errors with this, so they do not download and build zod. Null when the body is not an
 * envelope. `errorEnvelope.test.ts` holds it to the schema.
 */
export function readErrorEnvelope(body: unknown): ErrorEnvelope | null {
  if (!isRecord(body) || !isString(body.message) || !isString(body.locale)) {
    return null;
  }
  const ok =
    optional(body.title, isString) &&
    optional(body.details, isString) &&
    optional(body.detailsLocale, isString) &&
    optional(body.detailsParams, (v) => recordOf(v, (x) => isString(x) || typeof x === 'number')) &&
    optional(body.validationMessage, (v) => Array.isArray(v) && v.every(isString)) &&
    optional(
      body.validationErrors,
      (v) =>
        Array.isArray(v) &&
        v.every(
          (e) =>
            isRecord(e) &&
            isString(e.field) &&
            isString(e.locale) &&
            optional(e.fieldLocale, isString) &&
            optional(e.params, (p) => recordOf(p, (x) => typeof x === 'number')),
        ),
    ) &&
    optional(body.timeout, (v) => typeof v === 'number');
  if (!ok) {
    return null;
  }
  const known = [
    'message',
    'locale',
    'title',
    'details',
    'detailsLocale',
    'detailsParams',
    'validationMessage',
    'validationErrors',
    'timeout',
  ] as const;
  const envelope: Record<string, unknown> = {};
  for (const key of known) {
    if (body[key] !== undefined) {
      envelope[key] = body[key];
    }
  }
  return envelope as ErrorEnvelope;
}
