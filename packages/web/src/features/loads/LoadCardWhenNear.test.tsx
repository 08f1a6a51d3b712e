import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { buildJumper, buildLoad, ids, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

/** A stand-in IntersectionObserver the test moves: `bringNear()` tells every watcher its element came near. */
const watchers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
function bringNear() {
  act(() => {
    for (const w of [...watchers]) {
      const entries = [...w.elements].map((target) => ({ target, isIntersecting: true }));
      w.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  });
}

/** Idle moments the test hands out: `idle()` runs the callbacks waiting for one. */
const idleWaiting: (() => void)[] = [];
function idle() {
  act(() => {
    for (const run of idleWaiting.splice(0)) {
      run();
    }
  });
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleWaiting.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watcher;
      constructor(callback: IntersectionObserverCallback) {
        this.watcher = { callback, elements: new Set<Element>() };
        watchers.add(this.watcher);
      }
      observe(el: Element) {
        this.watcher.elements.add(el);
      }
      disconnect() {
        watchers.delete(this.watcher);
      }
    },
  );
});
afterEach(() => {
  // the page's idle queue lives as long as the page: what a test left waiting runs now
  idle();
  cleanup();
  vi.unstubAllGlobals();
  watchers.clear();
});

describe('a busy day’s cards', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('builds the first three at once and the others as they come near the screen', async () => {
    loadsServer(
      Array.from({ length: 6 }, (_, i) =>
        buildLoad({
          _id: `open-${i + 1}`,
          number: i + 1,
          jumpers: [buildJumper({ _id: `j${i + 1}`, memberId: ids.funJumper, name: `Hyppääjä ${i + 1}` })],
        }),
      ),
    );
    renderApp(`/loads/${today()}`);
    const sixth = await screen.findByRole('article', { name: 'Load 6' });
    // the first three are whole cards with their buttons; the sixth a stand-in with its number and jumpers
    expect(within(screen.getByRole('article', { name: 'Load 1' })).getByRole('table')).toBeInTheDocument();
    expect(sixth).toHaveAttribute('data-stand-in');
    expect(within(sixth).getByText('Hyppääjä 6')).toBeInTheDocument();
    expect(within(sixth).queryByRole('button')).not.toBeInTheDocument();

    bringNear();
    const built = await screen.findByRole('article', { name: 'Load 6' });
    expect(built).not.toHaveAttribute('data-stand-in');
    expect(within(built).getByRole('table', { name: 'Jumpers of load 6' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-stand-in]')).toHaveLength(0);
  });

  it('builds the ones far from the screen while the phone is idle, one at a time, in the page’s order', async () => {
    loadsServer(Array.from({ length: 5 }, (_, i) => buildLoad({ _id: `open-${i + 1}`, number: i + 1 })));
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 5' });
    const standIns = () =>
      [...document.querySelectorAll('[data-stand-in]')].map((a) => a.getAttribute('aria-label'));
    expect(standIns()).toEqual(['Load 4', 'Load 5']);
    idle();
    expect(standIns()).toEqual(['Load 5']);
    idle();
    expect(standIns()).toEqual([]);
    expect(
      within(screen.getByRole('article', { name: 'Load 5' })).getByRole('button', { name: /Add jumper/ }),
    ).toBeInTheDocument();
  });
});
