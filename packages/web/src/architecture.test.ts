import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as permissions from '@dz/shared/permissions';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the web's shape that biome cannot say (issue 29): read from the source files, so a second way
 * back in fails here. biome.json forbids importing `lazy` from 'react' outside lazyPart.tsx; this also
 * catches `React.lazy`, the money formatters, and permissions recomputed for a load or a member.
 */
const root = import.meta.dirname;
const thisFile = 'architecture.test.ts';

const sources: { path: string; text: string }[] = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && path !== thisFile)
  .map((path) => ({ path: relative(root, join(root, path)), text: readFileSync(join(root, path), 'utf8') }));

/** The files (other than `allowed`; tests too unless `tests` is false) whose code, comments aside, matches `pattern`. */
function offenders(pattern: RegExp, allowed: readonly string[] = [], tests = true): string[] {
  return sources
    .filter(({ path }) => !allowed.includes(path) && (tests || !/\.test\.tsx?$/.test(path)))
    .filter(({ text }) => pattern.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
    .map(({ path }) => path);
}

describe('the web’s one shape', () => {
  it('reads the source files', () => {
    expect(sources.map((s) => s.path)).toContain(join('components', 'lazyPart.tsx'));
  });

  it('makes parts downloaded later with lazyPart only (React’s lazy keeps a failed download for good)', () => {
    expect(offenders(/\bReact\.lazy\b|(?<![\w.])lazy\s*\(/, [join('components', 'lazyPart.tsx')])).toEqual(
      [],
    );
  });

  it('writes cents for display in one place: formatMoney of app/money.ts', () => {
    const money = join('app', 'money.ts');
    expect(offenders(/\bformatEuros\s*\(|currency\s*:\s*['"]EUR['"]/, [money])).toEqual([]);
    expect(offenders(/\b(centsOfEuros|formatEuroAmount)\b/)).toEqual([]);
    // euros the API gave, turned into cents by hand: shared `eurosToCents` does that (tests may build data)
    expect(offenders(/\*\s*100\b/, [join('app', 'euroInput.ts')], false)).toEqual([]);
  });

  it('writes euros into a field in one place: formatEuroInput of app/euroInput.ts', () => {
    expect(offenders(/\.toFixed\(\s*2\s*\)/, [join('app', 'euroInput.ts')])).toEqual([]);
  });
});

/** The names a source imports from `@dz/shared` (or one of its files), `type` and `as` aside. */
function sharedImports(text: string): string[] {
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@dz\/shared(?:\/[\w./]+)?'/g)].flatMap(
    (m) =>
      (m[1] ?? '')
        .split(',')
        .map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] ?? '',
        )
        .filter(Boolean),
  );
}

/**
 * The per-resource permissions of `permissions.ts`: every predicate over the actor and a resource (two
 * parameters), and the policies made of them. The server answers them as a load's or a member's `can`.
 */
const perResource = Object.entries(permissions)
  .filter(([, value]) => typeof value === 'function' && value.length >= 2)
  .map(([name]) => name);
const policies = ['loadPolicies', 'memberPolicies'];

/** Test files and the test servers and fixtures, which answer as the server would. */
const isTestSupport = (path: string) =>
  /\.test\.tsx?$/.test(path) || /TestServer\.ts$/.test(path) || path === join('test', 'fixtures.ts');

describe('policies from the server (issue 29)', () => {
  it('knows the per-resource permissions', () => {
    expect(perResource).toEqual(
      expect.arrayContaining([
        'canLeadLoad',
        'canManageLoad',
        'canEditMember',
        'canSeeMemberLogbook',
        ...policies,
      ]),
    );
    // predicates over the signed-in user alone stay the web's for what has no resource (side bar, New load)
    expect(perResource).not.toContain('canCreateLoads');
  });

  it('shows a load’s and a member’s actions from their `can`, never from the predicates', () => {
    const offending = sources
      .filter(({ path }) => !isTestSupport(path))
      .filter(({ text }) => sharedImports(text).some((name) => perResource.includes(name)))
      .map(({ path }) => path);
    expect(offending).toEqual([]);
    // the test servers play the server: the policies whole, as its presenters call them, and no predicate alone
    const predicates = perResource.filter((name) => !policies.includes(name));
    expect(
      sources
        .filter(({ text }) => sharedImports(text).some((name) => predicates.includes(name)))
        .map(({ path }) => path),
    ).toEqual([]);
  });

  it('finds what a file imports from shared', () => {
    expect(
      sharedImports("import {\n  actorOfUser,\n  type Load,\n  canLeadLoad as leads,\n} from '@dz/shared';"),
    ).toEqual(['actorOfUser', 'Load', 'canLeadLoad']);
  });
});
