import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the web's shape that biome cannot say (issue 29): read from the source files, so a second way
 * back in fails here. biome.json forbids importing `lazy` from 'react' outside lazyPart.tsx; this also
 * catches `React.lazy`, and the money formatters.
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

  it('writes cents for display in one place: formatMoney of components/MoneyText.tsx', () => {
    const moneyText = join('components', 'MoneyText.tsx');
    expect(offenders(/\bformatEuros\s*\(|currency\s*:\s*['"]EUR['"]/, [moneyText])).toEqual([]);
    expect(offenders(/\b(centsOfEuros|formatEuroAmount)\b/)).toEqual([]);
    // euros the API gave, turned into cents by hand: shared `eurosToCents` does that (tests may build data)
    expect(offenders(/\*\s*100\b/, [join('app', 'euroInput.ts')], false)).toEqual([]);
  });

  it('writes euros into a field in one place: formatEuroInput of app/euroInput.ts', () => {
    expect(offenders(/\.toFixed\(\s*2\s*\)/, [join('app', 'euroInput.ts')])).toEqual([]);
  });
});
