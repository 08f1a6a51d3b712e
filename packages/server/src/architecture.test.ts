import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the server's shape that biome cannot say (issue 29): read from the source files, so a second way
 * back in fails here.
 */
const src = import.meta.dirname;
const modules = join(src, 'modules');

/** The non-test source files under a folder (paths relative to it), comments left out. */
function sourcesUnder(dir: string): { path: string; code: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path))
    .map((path) => ({
      path,
      code: readFileSync(join(dir, path), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
    }));
}

/** The non-test source files under src/modules. */
const sources = sourcesUnder(modules);

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

  it('turns cents into euros only in the presenters (src/modules/<feature>/<feature>.presenter.ts)', () => {
    const presenter = (path: string) => /^modules[\\/][^\\/]+[\\/][^\\/]+\.presenter\.ts$/.test(path);
    const all = sourcesUnder(src);
    expect(all.map((s) => s.path)).toContain(join('realtime', 'event-routes.ts'));
    // the shared converter, or a `…Cents` value divided by 100 by hand
    const converts = (code: string) => /\bcentsToEuros\b|\w*Cents\b[\w.?!\])]*\s*\/\s*100\b/.test(code);
    const offenders = all
      .filter(({ path, code }) => !presenter(path) && converts(code))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
    expect(all.filter(({ path }) => presenter(path)).map(({ path }) => path)).toContain(
      join('modules', 'loads', 'loads.presenter.ts'),
    );
  });
});
