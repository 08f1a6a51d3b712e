import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core itself, run in the page. `@axe-core/playwright`'s `AxeBuilder.analyze()` sends axe's 500 KB source
 * into every frame on each call and collects every result type: 1.3-2 s a check on these two cores, where the
 * same engine with the same rules, already in the page and asked for violations only, takes about 0.1 s. The
 * e2e suite makes about a hundred checks.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/** The serious and critical axe-core findings of the page as it is now (WCAG 2.x A and AA). */
export async function seriousFindings(page: Page): Promise<string[]> {
  // colours mid-transition (a card fading in, a chip changing state) are not what the user reads: let finite
  // animations end first (spinners run forever and are skipped); two frames first, so that a transition a change
  // has just caused (a new theme's colours) has started
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // once per document: a page load starts a new one without axe
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const { violations } = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} (${n.any[0]?.message ?? ''})`).join(', ')}`,
    );
}
