import { DomainError, validationLine, validationText } from '@dz/shared';
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
 * Refuses a body or query with a NUL character in any text (found by the API fuzz test: PostgreSQL refuses it,
 * and the route answered 500): 400 with the field named, before validation, so no route has to know.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const bad = [...nulPaths(request.body), ...nulPaths(request.query), ...nulPaths(request.params)];
    if (bad.length > 0) {
      const message = validationText.invalid();
      throw new DomainError(request.body !== undefined ? 'invalidFields' : 'invalidParameters', {
        validationMessage: bad.map((p) => (p.length ? `${p.join('.')}: ${message}` : message)),
        validationErrors: bad.map((p) => validationLine(p, message)),
      });
    }
  });
}
