import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
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
 * Where the real clock may still be read, and why: the rate limiter's default clock (with REDIS_URL its windows
 * expire by Redis's own real time, so the in-memory limiter keeps real time too, or the two would count
 * differently; its tests inject a clock), and the backup command of `npm run update`, a process of its own whose
 * clock is the edge, as `main.ts` is the server's.
 */
const realClockAllowed = [join('ratelimit', 'limiter.ts'), join('backup', 'backup-cli.ts')];

/** The type arguments of each `new Map<…>` / `new WeakMap<…>` in the code (`=>` of a function type skipped). */
function mapTypes(code: string): string[] {
  const found: string[] = [];
  for (const start of code.matchAll(/new (?:Weak)?Map</g)) {
    let depth = 1;
    let i = (start.index ?? 0) + start[0].length;
    const from = i;
    for (; i < code.length && depth > 0; i++) {
      if (code[i] === '<') {
        depth++;
      } else if (code[i] === '>' && code[i - 1] !== '=') {
        depth--;
      }
    }
    found.push(code.slice(from, i - 1));
  }
  return found;
}

/**
 * A cache in the code: a map holding promises or values with their time (`at`, `…At`, `expires…`, `ttl…`), a
 * value set with its time (`.set(key, { at: … })`), or a use of the read models' cache helpers.
 */
function holdsCache(code: string): boolean {
  const timed = /\b(?:at|\w+At|expires\w*|ttl\w*)\??\s*:/;
  return (
    mapTypes(code).some((types) => /\bPromise</.test(types) || timed.test(types)) ||
    /\.set\([^;]*\{\s*at\s*:/.test(code) ||
    /\b(?:stampedCache|coalesced|keptUntilWrite|versionedCache|versionsReader)\s*(?:<[^()]*>)?\(/.test(code)
  );
}

/**
 * Where a cache outside read-models/ is allowed, and why: it is not a read model of the club's data, so no
 * domain event can say when it is stale.
 * - The rate limiter's windows (`ratelimit/limiter.ts`): counts of attempts and when they reset, state the
 *   limiter decides by, not a copy of something stored elsewhere.
 * (The live altitude's and the weather's answers are kept in the database, `upstream_polls`, for every node.)
 */
const cacheAllowed = [join('modules', 'ratelimit', 'limiter.ts')];

describe('the server’s one shape', () => {
  it('reads the source files', () => {
    expect(sources.map((s) => s.path)).toContain(join('live', 'live-altitude.service.ts'));
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

  it('keeps every cache in read-models/ (src/read-models): no map of promises or times, no cache helper elsewhere', () => {
    const all = sourcesUnder(src);
    expect(all.map((s) => s.path)).toContain(join('read-models', 'stamped-cache.ts'));
    const outside = all.filter(({ path }) => !path.startsWith(`read-models${sep}`));
    const offenders = outside
      .filter(({ path, code }) => !cacheAllowed.includes(path) && holdsCache(code))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
    // the allowed ones still hold what they are allowed for, or they leave the list
    expect(
      outside.filter(({ path, code }) => cacheAllowed.includes(path) && holdsCache(code)).map((s) => s.path),
    ).toEqual(cacheAllowed);
    // the check finds the ten-second maps that were here before the read models
    expect(
      holdsCache('const zones = new Map<string, { at: number; zone: Promise<string | undefined> }>();'),
    ).toBe(true);
    expect(holdsCache('const m = new Map<string, () => Promise<void>>();')).toBe(true);
    expect(holdsCache('cache.set(key, { at: now(), value });')).toBe(true);
    expect(holdsCache('const kept = stampedCache<V>(100);')).toBe(true);
    expect(holdsCache('const byLeader = new Map<string, typeof loads>();')).toBe(false);
  });
});
