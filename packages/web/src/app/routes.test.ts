import { describe, expect, it } from 'vitest';
import { routeToPreload } from './routes';

describe('the page fetched ahead at a signed-in start', () => {
  it.each([
    ['/', 'Home'],
    ['/loads', 'LoadsToday'],
    ['/loads/2026-11-28', 'Loads'],
    ['/members', 'Members'],
    ['/members/5d6f/logbook', 'MemberLogbookPrint'],
    ['/payments', 'Payments'],
    ['/profile/logbook', 'LogbookPrint'],
    ['/waivers/5d6f/print', 'WaiverPrint'],
    ['/login', undefined],
    ['/loads-public', undefined],
    ['/register', undefined],
    ['/no-such-page', undefined],
  ])('%s: %s', (pathname, name) => {
    expect(routeToPreload(pathname)?.name).toBe(name);
  });

  it('is the chunk the route renders', async () => {
    const loads = routeToPreload('/loads/2026-11-28');
    const module = (await loads?.preload?.()) as Record<string, unknown>;
    expect(module).toHaveProperty('LoadsDayPage');
  });
});
