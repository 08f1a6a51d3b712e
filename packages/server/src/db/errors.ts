/** Postgres's SQLSTATE for a unique index or constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Whether a write was refused by a unique index (the named one, when given). Drizzle wraps the driver's error
 * (PGlite's and node-postgres's alike) in `cause`, a driver's own error carries `code` itself: both are read.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 3 && typeof e === 'object' && e !== null; depth++) {
    const driver = e as DriverError;
    if (driver.code === UNIQUE_VIOLATION) {
      return constraint === undefined || driver.constraint === constraint;
    }
    e = driver.cause;
  }
  return false;
}
