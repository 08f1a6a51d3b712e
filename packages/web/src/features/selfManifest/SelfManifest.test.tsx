import { LANGUAGE_STORAGE_KEY, type Load, type SelfManifestContext } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import {
  buildJumper,
  buildLoad,
  loadAsSeenBy,
  loadsServer,
  members,
  PAGE_TEST_TIMEOUT,
  today,
  weatherOff,
} from '../loads/loadsTestServer';

const me = buildUser({ _id: 'jumper-user', linkedMember: 'me-member' });
const standing: SelfManifestContext = {
  memberId: 'me-member',
  role: 'jumper',
  license: 'B',
  balance: 40,
  isClubMember: false,
  ownGear: false,
  waiver: 'valid',
  cutoffMinutes: 15,
  creditLimit: 0,
  timezone: 'Europe/Helsinki',
};
const others = (n: number) =>
  Array.from({ length: n }, (_, i) => buildJumper({ _id: `j${i}`, memberId: `m${i}`, name: `Muu ${i}` }));
const open = buildLoad({ _id: 'open-load', number: 1 });
const meOnIt = buildJumper({ _id: 'mine', memberId: 'me-member', name: 'Maija Meikäläinen' });

/** The day view as the jumper gets it: each load's `can` is theirs (nothing to change but their own place). */
function dayAsJumper(loads: Load[], ctx: SelfManifestContext = standing) {
  const seen = (load: Load) => loadAsSeenBy(me, load);
  const joined = seen({ ...open, jumpers: [meOnIt], slotsLeft: 4 });
  const { sent } = loadsServer(loads.map(seen), undefined, {
    'GET /api/user': () => ({ body: me }),
    'GET /api/self-manifest': () => ({ body: ctx }),
    'POST /api/loads/open-load/jumpers/me': () => ({ body: joined, loads: [joined] }),
    'DELETE /api/loads/open-load/jumpers/me': () => ({ body: seen(open), loads: [seen(open)] }),
  });
  renderApp(`/loads/${today()}`);
  return sent;
}

describe('self-manifest on the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lets a jumper join an open load at a jump line of its plane, with their own gear', async () => {
    const sent = dayAsJumper([open]);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(await card.findByRole('button', { name: 'Join load' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join load 1' }));
    // each line quotes what landing will charge: the jump and the club's gear rent (15 €) without own gear
    expect(dialog.getByRole('radio', { name: /^4000 m · 53,50\s€$/ })).toBeChecked();
    expect(dialog.getByTestId('join-quote')).toHaveTextContent(/^Charged at landing: 53,50\s€$/);
    await userEvent.click(dialog.getByRole('switch', { name: 'Own gear' }));
    expect(dialog.getByRole('radio', { name: /^4000 m · 38,50\s€$/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: /^1000 m · 25,00\s€$/ }));
    expect(dialog.getByTestId('join-quote')).toHaveTextContent(/^Charged at landing: 25,00\s€$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Join load' }));
    expect(await card.findByRole('button', { name: 'Leave load' })).toBeInTheDocument();
    const join = sent.find((r) => r.method === 'POST');
    expect([join?.path, join?.body]).toEqual([
      '/api/loads/open-load/jumpers/me',
      { altitude: 1000, ownGear: true },
    ]);
  });

  it('starts with the jumper’s own gear as their member says, and sends it as chosen', async () => {
    const sent = dayAsJumper([open], { ...standing, ownGear: true });
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(await card.findByRole('button', { name: 'Join load' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join load 1' }));
    expect(dialog.getByRole('switch', { name: 'Own gear' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /^4000 m · 38,50\s€$/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Join load' }));
    expect(await card.findByRole('button', { name: 'Leave load' })).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ altitude: 4000, ownGear: true });
  });

  it('takes a jumper off after they confirm', async () => {
    const sent = dayAsJumper([{ ...open, jumpers: [meOnIt] }]);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(await card.findByRole('button', { name: 'Leave load' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave load 1?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave load' }));
    expect(await card.findByRole('button', { name: 'Join load' })).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/loads/open-load/jumpers/me',
    ]);
  });

  it.each([
    ['a full load', [buildLoad({ _id: 'open-load', jumpers: others(5) })], standing, 'The load is full'],
    ['no waiver', [open], { ...standing, waiver: 'missing' as const }, 'No approved waiver for this year'],
    ['a debt', [open], { ...standing, balance: -0.01 }, 'The balance is below the club’s credit limit'],
    [
      'a student',
      [open],
      { ...standing, role: 'student-aff' as const },
      'Students and tandem passengers are added by the manifest',
    ],
  ])('refuses %s with the reason under a disabled button', async (_, loads, ctx, reason) => {
    dayAsJumper(loads, ctx);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    const join = await card.findByRole('button', { name: 'Join load' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription(reason);
  });

  it('shows manifest staff no Join they cannot use, and the Join they can', async () => {
    const staff = buildUser({
      _id: 'staff-user',
      linkedMember: 'me-member',
      permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false },
    });
    const seen = (load: Load) => loadAsSeenBy(staff, load);
    const other = buildLoad({ _id: 'other-load', number: 2 });
    loadsServer([seen(open), seen(other)], undefined, {
      'GET /api/user': () => ({ body: staff }),
      'GET /api/self-manifest': () => ({ body: { ...standing, license: null } }),
    });
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await card.findByRole('button', { name: 'Add jumper' });
    // no licence: a jumper would see a disabled Join and the reason; staff add people with Add jumper
    expect(card.queryByRole('button', { name: 'Join load' })).not.toBeInTheDocument();
    expect(card.queryByTestId('self-manifest-reasons')).not.toBeInTheDocument();
  });

  it('says nothing on a load that is flying', async () => {
    dayAsJumper([{ ...open, state: 'flying' }]);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await card.findByText('Details');
    expect(card.queryByRole('button', { name: 'Join load' })).not.toBeInTheDocument();
  });
});

describe('self-manifest over the wind limit', { timeout: PAGE_TEST_TIMEOUT }, () => {
  /** The server refuses the jumper (licence B: the other jumpers' limit) as the wind is over it. */
  function refusedByWind() {
    const seen = (load: Load) => loadAsSeenBy(me, load);
    const refusal = {
      message: "The wind is over a jumper's group's limit; add them anyway only after checking",
      locale: 'error.windLimitExceeded',
    };
    return loadsServer(
      [seen(open)],
      undefined,
      {
        'GET /api/user': () => ({ body: me }),
        'GET /api/self-manifest': () => ({ body: standing }),
        'POST /api/loads/open-load/jumpers/me': () => ({ status: 409, body: refusal }),
      },
      members,
      () => ({
        ...weatherOff,
        status: 'ok',
        exceedances: [{ group: 'others', measure: 'gust', valueMs: 13, limitMs: 12 }],
      }),
    );
  }

  it.each([
    [
      'en',
      'Join load',
      'Join load 1',
      "The wind is over your group's limit, so you cannot add yourself now. The manifest can add you after checking.",
      "Other jumpers' wind limit exceeded: gust 13 m/s > 12 m/s",
    ],
    [
      'fi',
      'Liity nousuun',
      'Liity nousuun 1',
      'Tuuli on ryhmäsi tuulirajan yli, joten et voi nyt lisätä itseäsi. Manifest voi lisätä sinut tilanteen tarkistettuaan.',
      'Muiden hyppääjien tuuliraja ylittyy: puuska 13 m/s > 12 m/s',
    ],
  ] as const)(
    'says in the dialog why the jumper cannot join, and the limit (%s)',
    async (lang, join, title, why, limit) => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
      await changeLanguage(lang);
      const { sent } = refusedByWind();
      renderApp(`/loads/${today()}`);
      const card = within(await screen.findByRole('article', { name: /^(Load|Nousu) 1$/ }));
      await userEvent.click(await card.findByRole('button', { name: join }));
      const dialog = within(await screen.findByRole('dialog', { name: title }));
      await userEvent.click(dialog.getByRole('button', { name: join }));
      const refused = await dialog.findByTestId('wind-refused');
      expect(refused).toHaveTextContent(why);
      await waitFor(() => expect(refused).toHaveTextContent(limit));
      expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
      // said once, in the dialog: not again as the staff's text in a snackbar
      expect(screen.queryByText(/add them anyway only after checking|lisää vain tarkistettuasi/)).toBeNull();
    },
  );
});
