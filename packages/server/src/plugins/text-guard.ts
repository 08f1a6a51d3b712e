import { DomainError, errors, validationLine } from '@dz/shared';
import type { FastifyInstance } from 'fastify';

/** Where a value holds a NUL character: PostgreSQL cannot store one in text, so it is refused before any route. */
function nulPaths(value: unknown, path: string[] = [], found: string[][] = [], depth = 0): string[][] {
  if (found.length >= 10 || depth > 64) {
    return found;
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      found.push(path);
    }
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      nulPaths(item, [...path, String(i)], found, depth + 1);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      nulPaths(item, [...path, key], found, depth + 1);
      if (key.includes('\u0000')) {
        found.push([...path, key]);
      }
    }
  }
  return found;
}

/**
 * Refuses a body, query or path with a NUL character in any text, as the text schemas refuse control characters
 * ("Contains invalid characters"), for the fields without such a schema too (found by the API fuzz test on the
 * waiver text: PostgreSQL cannot store a NUL, and the route answered 500). Before validation: no route has to know.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const bad = [...nulPaths(request.body), ...nulPaths(request.query), ...nulPaths(request.params)];
    if (bad.length > 0) {
      // the same line the texts' own rule gives for control characters (`noControlCharacters`)
      const message = errors.invalidCharacters.message;
      throw new DomainError(request.body !== undefined ? 'invalidFields' : 'invalidParameters', {
        validationMessage: bad.map((p) => (p.length ? `${p.join('.')}: ${message}` : message)),
        validationErrors: bad.map((p) => validationLine(p, message)),
      });
    }
  });
}
