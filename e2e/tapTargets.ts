import type { Page } from '@playwright/test';

/** WCAG 2.5.5 (Target Size, enhanced): at least 44 by 44 CSS pixels. */
export const TAP_TARGET_PX = 44;

/**
 * Every tap target on the page smaller than 44×44 px, named for the failure message. A target is what a finger
 * hits: a checkbox's or switch's input is measured by the control drawn around it, a text field by its box. Not
 * counted: what is not shown (no box, hidden, under `aria-hidden` or `inert`), and a link inside running text
 * (the criterion's own exception).
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="menuitem"]',
      '[role="menuitemcheckbox"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="combobox"]',
      '[role="option"]',
    ].join(',');
    const found = new Map<Element, string>();
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[aria-hidden="true"], [inert]')) {
        continue;
      }
      const input = el instanceof HTMLInputElement ? el : null;
      const toggle = input && (input.type === 'checkbox' || input.type === 'radio');
      // MUI draws a checkbox, radio or switch around an invisible input; a text field's input sits in its box
      const target =
        (toggle ? (el.closest('.MuiSwitch-root') ?? el.closest('.MuiButtonBase-root')) : null) ??
        el.closest('.MuiInputBase-root') ??
        el;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // not shown (a grid's column menu shows on hover or focus, then at its full size)
      const unseen = style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0';
      if (box.width === 0 || box.height === 0 || unseen) {
        continue;
      }
      // a link inside a sentence: the inline exception
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline' && el.closest('p')) {
        continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name =
          el.getAttribute('aria-label') ||
          (el.textContent ?? '').trim().slice(0, 40) ||
          (el as HTMLInputElement).name ||
          el.getAttribute('placeholder') ||
          el.tagName.toLowerCase();
        found.set(target, `${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return [...found.values()];
  }, TAP_TARGET_PX);
}
