import { type Load, NO_WIND_LIMITS, type SelfManifestContext } from '@dz/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { calledRoutes, jsonResponse, mockFetch } from '../../test/fetchMock';
import { buildUser, member } from '../../test/fixtures';
import { buildJumper, buildLoad, club, loadAsSeenBy, today } from '../loads/loadsTestServer';
import { KEPT_DAY_KEY, keepDay } from './keptDay';
import { MyDayPage } from './MyDayPage';
import { myDaySockets } from './useMyDay';

const me = buildUser({ _id: 'jumper-user', linkedMember: 'me-member' });
const standing: SelfManifestContext = {
  memberId: 'me-member',
  role: 'jumper',
  license: 'B',
  balance: -12.5,
  isClubMember: false,
  ownGear: false,
  waiver: 'valid',
  cutoffMinutes: 15,
  creditLimit: 100,
  timezone: 'Europe/Helsinki',
};
const seen = (load: Load) => loadAsSeenBy(me, load);
const meOnIt = buildJumper({ _id: 'mine', memberId: 'me-member', name: 'Maija Meikäläinen', altitude: 4000 });
const mine = seen(buildLoad({ _id: 'my-load', number: 2, jumpers: [meOnIt] }));
const open = seen(buildLoad({ _id: 'open-load', number: 3 }));
const landed = seen(buildLoad({ _id: 'landed-load', number: 1, state: 'landed', jumpers: [meOnIt] }));

/** A fake socket.io socket the test drives. */
function fakeSocket() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    connect: () => socket,
    disconnect: () => socket,
  };
  myDaySockets.open = () => socket as never;
  return {
    emit: (event: string, ...args: unknown[]) => {
      for (const handler of handlers.get(event) ?? []) {
        handler(...args);
      }
    },
  };
}

function server(loads: Load[] = [landed, mine, open], ctx: SelfManifestContext = standing) {
  const joined = seen({ ...open, jumpers: [{ ...meOnIt, _id: 'new' }], slotsLeft: 4 });
  return mockFetch({
    'GET /api/session': {
      status: 200,
      body: { needsSetup: false, user: me, club, member: { ...member, _id: 'me-member' } },
    },
    [`GET /api/loads/${today()}`]: { status: 200, body: { loads, liveAltitudeAvailable: false } },
    'GET /api/self-manifest': { status: 200, body: ctx },
    'POST /api/loads/open-load/jumpers/me': { status: 200, body: joined },
    'DELETE /api/loads/my-load/jumpers/me': { status: 200, body: seen({ ...mine, jumpers: [] }) },
  });
}

describe('the light "my day" page', () => {
  beforeEach(() => fakeSocket());
  afterEach(() => changeLanguage('en'));

  it("shows the jumper's balance, their loads still to come and the open loads, with the same texts", async () => {
    server();
    render(<MyDayPage elsewhere={vi.fn()} />);
    expect(await screen.findByTestId('myday-balance')).toHaveTextContent('-12,50 €');
    expect(screen.getByText('Your account is in debt: pay it as the club asks.')).toBeInTheDocument();
    const myLoads = within(screen.getByRole('region', { name: 'My loads today' }));
    expect(myLoads.getByRole('article', { name: 'Load 2' })).toHaveTextContent('4 000 m · Fun jumper');
    // a landed load is done: not among those to come
    expect(myLoads.queryByRole('article', { name: 'Load 1' })).not.toBeInTheDocument();
    const openLoads = within(screen.getByRole('region', { name: 'Open loads' }));
    expect(openLoads.getByRole('article', { name: 'Load 3' })).toHaveTextContent('5 slots left');
    expect(screen.getByRole('link', { name: 'Full day view' })).toHaveAttribute('href', `/loads/${today()}`);
  });

  it('joins an open load at the chosen altitude with the price landing will charge, and says so', async () => {
    const fetchMock = server();
    render(<MyDayPage elsewhere={vi.fn()} />);
    const card = within(await screen.findByRole('article', { name: 'Load 3' }));
    await userEvent.click(card.getByRole('button', { name: 'Join load' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Join load 3' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^1000 m · 40,00\s€$/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Own gear' }));
    expect(dialog.getByTestId('join-quote')).toHaveTextContent(/Charged at landing: 25,00\s€/);
    await userEvent.click(dialog.getByRole('button', { name: 'Join load' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are on load 3.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ altitude: 1000, ownGear: true });
  });

  it('leaves a load after asking', async () => {
    const fetchMock = server();
    render(<MyDayPage elsewhere={vi.fn()} />);
    const card = within(await screen.findByRole('article', { name: 'Load 2' }));
    await userEvent.click(card.getByRole('button', { name: 'Leave load' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Leave load 2?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Leave load' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You left load 2.');
    expect(calledRoutes(fetchMock)).toContain('DELETE /api/loads/my-load/jumpers/me');
  });

  it('says why a jumper may not join, in the words the server would use, in Finnish', async () => {
    await changeLanguage('fi');
    server([open], { ...standing, license: '' });
    render(<MyDayPage elsewhere={vi.fn()} />);
    const card = within(await screen.findByRole('article', { name: 'Nousu 3' }));
    expect(card.getByRole('button', { name: 'Liity nousuun' })).toBeDisabled();
    expect(card.getByTestId('self-manifest-reasons')).toHaveTextContent('Vapaahyppy vaatii lupakirjan');
    expect(screen.getByText('Et ole vielä millään nousulla tänään.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    server();
    mockFetch({
      'GET /api/session': {
        status: 200,
        body: { needsSetup: false, user: me, club, member: { ...member, _id: 'me-member' } },
      },
      [`GET /api/loads/${today()}`]: { status: 200, body: { loads: [open], liveAltitudeAvailable: false } },
      'GET /api/self-manifest': { status: 200, body: standing },
      'POST /api/loads/open-load/jumpers/me': {
        status: 409,
        body: { message: 'Already on the load', locale: 'error.memberAlreadyOnLoad' },
      },
    });
    render(<MyDayPage elsewhere={vi.fn()} />);
    const card = within(await screen.findByRole('article', { name: 'Load 3' }));
    await userEvent.click(card.getByRole('button', { name: 'Join load' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Join load 3' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Join load' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).not.toMatch(/error\.|Already on the load/);
    expect(alert.textContent).not.toBe('');
  });

  it('refreshes when the socket says the day changed, and tells a call of their load', async () => {
    const socket = fakeSocket();
    const fetchMock = server();
    render(<MyDayPage elsewhere={vi.fn()} />);
    await screen.findByRole('article', { name: 'Load 2' });
    const before = calledRoutes(fetchMock).length;
    act(() => socket.emit('loadsUpdated', { date: today() }));
    await vi.waitFor(() => expect(calledRoutes(fetchMock).length).toBeGreaterThan(before));
    act(() => socket.emit('loadCalled', { date: today(), loadId: 'my-load', number: 2, call: 'boarding' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Load 2:');
  });

  it.each([
    [
      'en',
      'Weather',
      /Wind.*200° 7,5 m\/s, gusts 12 m\/s, varying 170°–230°/,
      "A-licence holders' wind limit exceeded: mean wind 7,5 m/s > 7 m/s",
    ],
    [
      'fi',
      'Sää',
      /Tuuli.*200° 7,5 m\/s, puuska 12 m\/s, vaihtelee 170°–230°/,
      'A-lisenssin haltijoiden tuuliraja ylittyy: keskituuli 7,5 m/s > 7 m/s',
    ],
  ] as const)(
    'shows in %s the weather and the wind limits it is over',
    async (language, label, wind, alert) => {
      await changeLanguage(language);
      localStorage.setItem('language', language);
      const fetchMock = server();
      const reading = {
        source: 'fmi',
        station: '101191',
        observedAt: new Date().toISOString(),
        windDirection: 200,
        windVariableFrom: 170,
        windVariableTo: 230,
        windMeanMs: 7.5,
        windGustMs: 12,
        visibilityM: 4500,
        cloudBaseM: null,
        cloudCover: null,
        cavok: false,
        temperatureC: 9,
        raw: null,
      } as const;
      const routed = fetchMock.getMockImplementation();
      fetchMock.mockImplementation(async (input, init) =>
        new URL(String(input), 'http://localhost').pathname === '/api/weather'
          ? jsonResponse(200, {
              status: 'ok',
              reading,
              metar: null,
              station: reading,
              exceedances: [{ group: 'aLicence', measure: 'mean', valueMs: 7.5, limitMs: 7 }],
              limits: NO_WIND_LIMITS,
            })
          : (routed as NonNullable<typeof routed>)(input, init),
      );
      render(<MyDayPage elsewhere={vi.fn()} />);
      const strip = await screen.findByRole('region', { name: label });
      expect(within(strip).getByTestId('weather-wind')).toHaveTextContent(wind);
      expect(within(strip).getByTestId('weather-visibility')).toHaveTextContent('4,5 km');
      expect(within(strip).getByTestId('weather-observed')).toHaveTextContent(
        language === 'fi' ? 'FMI-asema 101191' : 'FMI station 101191',
      );
      expect(screen.getByRole('alert')).toHaveTextContent(alert);
    },
  );

  it('sends a visitor away (the login page) and a failed start offers a retry', async () => {
    mockFetch({
      'GET /api/session': { status: 200, body: { needsSetup: false, user: null, club: null, member: null } },
    });
    const elsewhere = vi.fn();
    render(<MyDayPage elsewhere={elsewhere} />);
    await vi.waitFor(() => expect(elsewhere).toHaveBeenCalledWith('/loads'));
  });

  it('offers a retry when the day cannot be loaded', async () => {
    mockFetch({ 'GET /api/session': { status: 502, body: undefined } });
    render(<MyDayPage elsewhere={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The day could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('the day kept from the last visit', () => {
    const keptAt = new Date(`${today()}T07:05:00Z`).getTime();
    const keptDayOf = (date: string) => ({
      day: {
        // the page reads the club and the user of the session; the member as the server gives it
        session: {
          needsSetup: false,
          clubs: [],
          user: me,
          club,
          member: { ...member, _id: 'me-member' } as never,
        },
        date,
        loads: [seen(buildLoad({ _id: 'kept-load', number: 7, jumpers: [meOnIt] }))],
        ctx: standing,
      },
      at: keptAt,
    });

    it('shows at once, saying how old it is, until this visit’s answer replaces it and is kept', async () => {
      keepDay(keptDayOf(today()));
      let answer: (value: unknown) => void = () => undefined;
      const fetchMock = server();
      const session = new Promise((resolve) => {
        answer = resolve;
      });
      const serve = fetchMock.getMockImplementation();
      fetchMock.mockImplementation(async (input, init) => {
        if (String(input).endsWith('/api/session')) {
          await session;
        }
        return (serve as NonNullable<typeof serve>)(input, init);
      });
      render(<MyDayPage elsewhere={vi.fn()} />);
      expect(screen.getByRole('article', { name: 'Load 7' })).toBeInTheDocument();
      expect(screen.getByTestId('myday-kept')).toHaveTextContent('Data from 9.05 · updating…');
      answer(undefined);
      expect(await screen.findByRole('article', { name: 'Load 2' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Load 7' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('myday-kept')).not.toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(KEPT_DAY_KEY) ?? '{}').day.loads).toHaveLength(3);
    });

    it('is not shown on another day', async () => {
      keepDay(keptDayOf('2020-01-01'));
      server();
      render(<MyDayPage elsewhere={vi.fn()} />);
      expect(screen.queryByRole('article', { name: 'Load 7' })).not.toBeInTheDocument();
      await screen.findByRole('article', { name: 'Load 2' });
    });

    it('is not shown to a browser that holds no sign-in, and is forgotten when the server knows no one', async () => {
      keepDay(keptDayOf(today()));
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app reads document.cookie
      document.cookie = 'dz_session=; max-age=0; path=/';
      mockFetch({
        'GET /api/session': {
          status: 200,
          body: { needsSetup: false, user: null, club: null, member: null },
        },
      });
      const elsewhere = vi.fn();
      render(<MyDayPage elsewhere={elsewhere} />);
      expect(screen.queryByRole('article', { name: 'Load 7' })).not.toBeInTheDocument();
      await vi.waitFor(() => expect(elsewhere).toHaveBeenCalled());
      expect(localStorage.getItem(KEPT_DAY_KEY)).toBeNull();
    });
  });
});
