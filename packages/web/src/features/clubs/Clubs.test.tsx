import type { ClubChoice, UserResponse } from '@dz/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { calledRoutes, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const uttiId = '6f1c2a52-3a4b-4c3d-9e0f-444444444444';
const closedId = '6f1c2a52-3a4b-4c3d-9e0f-555555555555';

const memberships: ClubChoice[] = [
  { _id: club._id, name: club.name, suspended: false, current: true },
  { _id: uttiId, name: 'Skydive Utti', suspended: false, current: false },
  { _id: closedId, name: 'Suljettu kerho', suspended: true, current: false },
];

type Routes = Parameters<typeof mockFetch>[0];

/**
 * An account in several clubs as the server answers it: `GET /api/session` with the clubs, the session moved
 * by `POST /api/session/club`; linked to a member in the clubs of `linkedIn`. `clubs: null`: an answer without them.
 */
function clubsServer({
  clubs = memberships,
  linkedIn = [club._id, uttiId],
  routes = {},
}: {
  clubs?: ClubChoice[] | null;
  linkedIn?: string[];
  routes?: Routes;
} = {}) {
  let currentId = clubs?.find((c) => c.current)?._id ?? club._id;
  const sent: MockRequest[] = [];
  const user = (): UserResponse =>
    buildUser({ clubId: currentId, linkedMember: linkedIn.includes(currentId) ? member._id : null });
  const clubNow = () => ({ ...club, _id: currentId, name: clubs?.find((c) => c._id === currentId)?.name });
  const notLinked = { status: 409, body: { message: 'User is not linked', locale: 'error.userNotLinked' } };
  const linked = () => linkedIn.includes(currentId);
  const fetchMock = mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/session': () => ({
      status: 200,
      body: {
        needsSetup: false,
        // a session cached before issue 35 has no clubs at all
        ...(clubs ? { clubs: clubs.map((c) => ({ ...c, current: c._id === currentId })) } : {}),
        user: user(),
        club: linked() ? clubNow() : null,
        member: linked() ? member : null,
      },
    }),
    'GET /api/user': () => ({ status: 200, body: user() }),
    'GET /api/club': () => (linked() ? { status: 200, body: clubNow() } : notLinked),
    'GET /api/club/name': () => ({ status: 200, body: { name: clubNow().name } }),
    'GET /api/member/me': () => (linked() ? { status: 200, body: member } : notLinked),
    'GET /api/member/me/logbook': { status: 200, body: { jumpsBefore: null, jumps: [] } },
    [`GET /api/member/${member._id}/payment-info`]: {
      status: 409,
      body: { message: 'The club has not set its bank account yet', locale: 'error.bankAccountMissing' },
    },
    'POST /api/session/club': (request) => {
      sent.push(request);
      currentId = (request.body as { clubId: string }).clubId;
      return { status: 200, body: { ok: true } };
    },
    ...routes,
  });
  return { fetchMock, sent };
}

const sessionCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calledRoutes(fetchMock).filter((route) => route === 'GET /api/session').length;

describe('the club switcher', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await changeLanguage('fi');
  });

  it('moves the session to another club, drops every answer of the club before and starts again at home', async () => {
    const { fetchMock, sent } = clubsServer();
    const { queryClient } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profiili', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('club-name')).toHaveTextContent('Testikerho ry');
    // an answer of the club before, kept in the cache
    queryClient.setQueryData(['members'], 'Testikerho ry:n jäsenet');
    expect(sessionCalls(fetchMock)).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Vaihda kerhoa (nyt Testikerho ry)' }));
    const menu = within(await screen.findByRole('menu', { name: 'Vaihda kerhoa (nyt Testikerho ry)' }));
    expect(menu.getByRole('menuitem', { name: 'Testikerho ry (nykyinen)' })).toHaveClass('Mui-selected');
    expect(menu.getByRole('menuitem', { name: 'Suljettu kerho (keskeytetty)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(menu.getByRole('menuitem', { name: 'Skydive Utti' }));

    await waitFor(() => expect(screen.getByTestId('club-name')).toHaveTextContent('Skydive Utti'));
    expect(sent.map((r) => r.body)).toEqual([{ clubId: uttiId }]);
    expect(sessionCalls(fetchMock)).toBe(2);
    expect(queryClient.getQueryData(['members'])).toBeUndefined();
    // home: the day's loads of the club switched to
    expect(await screen.findByRole('heading', { name: 'Nousut', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profiili', level: 1 })).not.toBeInTheDocument();
  });

  it('is not there for an account of one club, nor for a session cached without clubs', async () => {
    clubsServer({ clubs: [memberships[0] as ClubChoice] });
    const { unmount } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profiili', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('club-switcher')).toBeNull();
    unmount();

    clubsServer({ clubs: null });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profiili', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('club-switcher')).toBeNull();
  });

  it('takes a user back from a club that has not linked them yet, in English', async () => {
    await changeLanguage('en');
    const { sent } = clubsServer({
      clubs: memberships.map((c) => ({ ...c, current: c._id === uttiId })),
      linkedIn: [club._id],
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Your account is not linked' })).toBeInTheDocument();
    expect(
      screen.getByText('Your account belongs to other clubs too. You can switch to them.'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Switch club (now Skydive Utti)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Testikerho ry' }));

    expect(await screen.findByTestId('club-name')).toHaveTextContent('Testikerho ry');
    expect(sent.map((r) => r.body)).toEqual([{ clubId: club._id }]);
  });
});

describe('joining another club from the profile', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await changeLanguage('fi');
  });

  const section = () => screen.findByRole('region', { name: 'Muut kerhot' });

  it('joins with a club key, says the admin must link a member first, and offers the club in the switcher', async () => {
    const joined: ClubChoice = { _id: uttiId, name: 'Skydive Utti', suspended: false, current: false };
    let sent: MockRequest | undefined;
    clubsServer({
      clubs: [memberships[0] as ClubChoice],
      routes: {
        'POST /api/user/clubs': (request) => {
          sent = request;
          return { status: 201, body: joined };
        },
      },
    });
    renderApp('/profile');
    const clubs = within(await section());
    expect(clubs.getByRole('list', { name: 'Tunnuksesi kerhot' })).toHaveTextContent('Testikerho ryNykyinen');
    expect(screen.queryByTestId('club-switcher')).toBeNull();

    await userEvent.type(clubs.getByRole('textbox', { name: 'Kerhoavain' }), 'utti2026');
    await userEvent.click(clubs.getByRole('button', { name: 'Liity' }));

    expect(await clubs.findByRole('status')).toHaveTextContent(
      'Liityit kerhoon Skydive Utti. Kerhon ylläpitäjän on vielä linkitettävä tunnuksesi jäseneen',
    );
    expect(sent?.body).toEqual({ clubKey: 'utti2026' });
    expect(clubs.getByRole('textbox', { name: 'Kerhoavain' })).toHaveValue('');
    expect(clubs.getByRole('list', { name: 'Tunnuksesi kerhot' })).toHaveTextContent('Skydive Utti');
    expect(screen.getByRole('button', { name: 'Vaihda kerhoa (nyt Testikerho ry)' })).toBeInTheDocument();
  });

  it('shows a wrong club key at its field, not in the snackbar', async () => {
    clubsServer({
      routes: {
        'POST /api/user/clubs': {
          status: 400,
          body: { message: 'Invalid club key', locale: 'error.invalidClubKey' },
        },
      },
    });
    renderApp('/profile');
    const clubs = within(await section());
    const key = clubs.getByRole('textbox', { name: 'Kerhoavain' });
    await userEvent.type(key, 'arvaus');
    await userEvent.click(clubs.getByRole('button', { name: 'Liity' }));

    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription('Virheellinen kerhoavain');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(clubs.queryByRole('status')).toBeNull();
  });
});
