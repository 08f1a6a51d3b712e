import type { HostClub, UserResponse } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { calledRoutes, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const uttiId = '6f1c2a52-3a4b-4c3d-9e0f-444444444444';
const closedId = '6f1c2a52-3a4b-4c3d-9e0f-555555555555';

function hostClub(overrides: Partial<HostClub> & Pick<HostClub, '_id' | 'name'>): HostClub {
  return {
    slug: null,
    timezone: 'Europe/Helsinki',
    created: '2025-01-01T10:00:00.000Z',
    suspended: false,
    members: 0,
    users: 0,
    loadsThisYear: 0,
    lastActivity: null,
    invitation: null,
    ...overrides,
  };
}

const installation: HostClub[] = [
  hostClub({
    _id: club._id,
    name: club.name,
    slug: 'testikerho',
    members: 120,
    users: 84,
    loadsThisYear: 342,
    // past midnight in Helsinki: the club's day is the 1st
    lastActivity: '2026-05-31T21:30:00.000Z',
  }),
  hostClub({
    _id: uttiId,
    name: 'Skydive Utti',
    slug: 'skydive-utti',
    created: '2026-11-29T10:00:00.000Z',
    invitation: { email: 'eka@utti.example', expiresAt: '2026-12-06T10:00:00.000Z', accepted: false },
  }),
  hostClub({
    _id: closedId,
    name: 'Suljettu kerho',
    suspended: true,
    members: 3,
    users: 2,
    invitation: { email: 'vanha@example.com', expiresAt: '2026-03-01T10:00:00.000Z', accepted: true },
  }),
];

const host = buildAdmin({ host: true, role: 'overlord' });

/** The host signed in to the first club, and the console's calls. */
function hostServer(user: UserResponse = host, routes: Parameters<typeof mockFetch>[0] = {}) {
  let clubs = [...installation];
  const sent: MockRequest[] = [];
  const fetchMock = mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: user },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'GET /api/clubs': () =>
      user.host
        ? { status: 200, body: clubs }
        : { status: 403, body: { message: 'Only the host', locale: 'error.onlyHost' } },
    'POST /api/clubs': (request) => {
      sent.push(request);
      const body = request.body as { name: string; slug: string; timezone: string; adminEmail: string };
      const created = hostClub({
        _id: '6f1c2a52-3a4b-4c3d-9e0f-666666666666',
        name: body.name,
        slug: body.slug,
        timezone: body.timezone,
        invitation: { email: body.adminEmail, expiresAt: '2026-12-07T10:00:00.000Z', accepted: false },
      });
      clubs = [...clubs, created];
      return { status: 201, body: created };
    },
    [`POST /api/clubs/${uttiId}/suspend`]: (request) => {
      sent.push(request);
      clubs = clubs.map((c) => (c._id === uttiId ? { ...c, suspended: true } : c));
      return { status: 200, body: clubs.find((c) => c._id === uttiId) };
    },
    [`POST /api/clubs/${uttiId}/invitation`]: (request) => {
      sent.push(request);
      return { status: 200, body: clubs.find((c) => c._id === uttiId) };
    },
    ...routes,
  });
  return { fetchMock, sent };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the host console', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    // the page's chunk, imported before the first test's find timeout starts
    await import('./HostPage');
  }, 60_000);

  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    await changeLanguage('fi');
  });

  it('lists every club with its counts, state and first admin’s invitation, in Finnish', async () => {
    hostServer();
    renderApp('/host');
    expect(await screen.findByRole('heading', { name: 'Kerhojen hallinta', level: 1 })).toBeInTheDocument();

    const first = within(await card('Testikerho ry'));
    expect(first.getByText('Jäseniä').nextElementSibling).toHaveTextContent('120');
    expect(first.getByText('Käyttäjiä').nextElementSibling).toHaveTextContent('84');
    expect(first.getByText('Nousuja tänä vuonna').nextElementSibling).toHaveTextContent('342');
    expect(first.getByText('Viimeksi käytetty').nextElementSibling).toHaveTextContent('1.6.2026');
    expect(first.getByRole('link', { name: 'Julkinen taulu: Testikerho ry' })).toHaveAttribute(
      'href',
      '/loads-public?club=testikerho',
    );
    // the club the host is signed in to: the server would refuse to suspend it
    expect(first.getByText('Kirjautuneena tähän')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Keskeytä Testikerho ry' })).toBeDisabled();

    const utti = within(await card('Skydive Utti'));
    expect(utti.getByTestId('host-invitation')).toHaveTextContent('Kutsu odottaa (vanhenee 6.12.2026)');
    expect(utti.getByTestId('host-invitation')).toHaveTextContent('Kutsuttu: eka@utti.example');
    expect(utti.getByText('Viimeksi käytetty').nextElementSibling).toHaveTextContent('Ei vielä');
    expect(utti.queryByText('Keskeytetty')).toBeNull();

    const closed = within(await card('Suljettu kerho'));
    expect(closed.getByText('Keskeytetty')).toBeInTheDocument();
    expect(closed.getByText('Ei julkista tunnusta', { exact: false })).toBeInTheDocument();
    expect(closed.getByTestId('host-invitation')).toHaveTextContent('Kutsu hyväksytty');
    expect(closed.getByRole('button', { name: 'Palauta käyttöön Suljettu kerho' })).toBeEnabled();
  });

  it('creates a club: the public name follows the name until written, and the new club is listed', async () => {
    const { sent } = hostServer();
    renderApp('/host');
    await userEvent.click(await screen.findByRole('button', { name: 'Uusi kerho' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Uusi kerho' }));

    await userEvent.type(dialog.getByRole('textbox', { name: 'Kerhon nimi' }), 'Pohjolan Laskuvarjoseura ry');
    expect(dialog.getByRole('textbox', { name: 'Julkinen tunnus' })).toHaveValue(
      'pohjolan-laskuvarjoseura-ry',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Kerhoavain' }), 'pohjola2027');
    // the host's own public name stays when the name changes again
    const slug = dialog.getByRole('textbox', { name: 'Julkinen tunnus' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'pohjola');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Kerhon nimi' }), ' (Oulu)');
    expect(slug).toHaveValue('pohjola');
    expect(dialog.getByRole('combobox', { name: 'Aikavyöhyke' })).toHaveValue('Europe/Helsinki');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Ensimmäisen ylläpitäjän sähköposti' }),
      'eka@pohjola.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Luo kerho' }));

    expect(
      await screen.findByRole('article', { name: 'Pohjolan Laskuvarjoseura ry (Oulu)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kerho Pohjolan Laskuvarjoseura ry (Oulu) luotu. Kutsu lähetetty osoitteeseen eka@pohjola.example.',
    );
    expect(sent.at(-1)?.body).toEqual({
      name: 'Pohjolan Laskuvarjoseura ry (Oulu)',
      clubKey: 'pohjola2027',
      slug: 'pohjola',
      timezone: 'Europe/Helsinki',
      adminEmail: 'eka@pohjola.example',
    });
  });

  it('shows a taken club key at its field, and asks for the fields before sending', async () => {
    const { fetchMock } = hostServer(host, {
      'POST /api/clubs': {
        status: 409,
        body: { message: 'Another club already uses this club key', locale: 'error.clubKeyTaken' },
      },
    });
    renderApp('/host');
    await userEvent.click(await screen.findByRole('button', { name: 'Uusi kerho' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Uusi kerho' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Luo kerho' }));
    expect(dialog.getByRole('textbox', { name: 'Kerhon nimi' })).toHaveAttribute('aria-invalid', 'true');
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/clubs');

    await userEvent.type(dialog.getByRole('textbox', { name: 'Kerhon nimi' }), 'Utti');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Kerhoavain' }), 'utti2026');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Ensimmäisen ylläpitäjän sähköposti' }),
      'eka@utti.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Luo kerho' }));
    const key = dialog.getByRole('textbox', { name: 'Kerhoavain' });
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription('Toinen kerho käyttää jo tätä kerhoavainta');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('suspends a club only after asking, and shows it suspended', async () => {
    const { sent } = hostServer();
    renderApp('/host');
    const utti = within(await card('Skydive Utti'));
    await userEvent.click(utti.getByRole('button', { name: 'Keskeytä Skydive Utti' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Keskeytetäänkö Skydive Utti?' }));
    expect(confirm.getByText(/kirjataan ulos/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(utti.getByRole('button', { name: 'Keskeytä Skydive Utti' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keskeytä' }),
    );
    expect(await utti.findByText('Keskeytetty')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/clubs/${uttiId}/suspend`]);
    // the page is hidden from assistive technology until the dialog has gone
    expect(await utti.findByRole('button', { name: 'Palauta käyttöön Skydive Utti' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Skydive Utti on keskeytetty');
  });

  it('sends the invitation again to the address of the last one', async () => {
    const { sent } = hostServer();
    renderApp('/host');
    const utti = within(await card('Skydive Utti'));
    await userEvent.click(utti.getByRole('button', { name: 'Lähetä kutsu uudelleen: Skydive Utti' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ylläpitäjän kutsu: Skydive Utti' }));
    expect(dialog.getByRole('textbox', { name: 'Sähköposti' })).toHaveValue('eka@utti.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kutsu lähetetty osoitteeseen eka@utti.example',
    );
    expect(sent.at(-1)?.body).toEqual({ email: 'eka@utti.example' });
  });

  it('is not for others: an admin of a club sees why, in English', async () => {
    await changeLanguage('en');
    const { fetchMock } = hostServer(buildAdmin());
    renderApp('/host');
    expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Only the host of this installation can do this')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).not.toContain('GET /api/clubs');
  });
});
