import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the server's shape that biome cannot say (issue 29): read from the source files, so a second way
 * back in fails here.
 */
const modules = join(import.meta.dirname, 'modules');

/** The non-test source files under src/modules, comments left out. */
const sources: { path: string; code: string }[] = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path))
  .map((path) => ({
    path,
    code: readFileSync(join(modules, path), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
  }));

/**
 * Where the real clock may still be read, and why: only the rate limiter's default clock. With REDIS_URL its
 * windows expire by Redis's own (real) time, so the in-memory limiter keeps real time too, or the two would
 * count differently (its tests inject a clock).
 */
const realClockAllowed = [join('ratelimit', 'limiter.ts')];

describe('the server’s one shape', () => {
  it('reads the source files', () => {
    expect(sources.map((s) => s.path)).toContain(join('loads', 'altitude.ts'));
  });

  it('has one clock: services take the injected now(), repos are handed the time', () => {
    const offenders = sources
      .filter(({ path }) => !realClockAllowed.includes(path))
      .filter(({ code }) => /\bDate\.now\b|\bnew Date\(\s*\)/.test(code))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
