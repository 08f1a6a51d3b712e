import { gzipSync } from 'node:zlib';
import {
  NO_WIND_LIMITS,
  type PlaneAltitude,
  type PlaneAltitudesResponse,
  type WeatherReading,
  type WeatherResponse,
} from '@dz/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { keptBoardKey, type PublicLoad, type PublicLoads } from './api';
import { staleText } from './BoardStatus';
import { boardTranslator } from './boardTexts';
import { boardIsCurrent, LoadsPublicPage } from './LoadsPublicPage';
import { SETTINGS_KEY } from './settings';
import { boardSockets } from './useBoardSocket';

type Handler = (...args: unknown[]) => void;
const socketMock = (() => {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: false,
    on: (event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    connect: () => socket,
    disconnect: () => socket,
  };
  return {
    handlers,
    socket,
    io: vi.fn((_options?: unknown) => socket),
    emit: (event: string, ...args: unknown[]) => {
      for (const handler of handlers.get(event) ?? []) {
        handler(...args);
      }
    },
  };
})();

function load(overrides: Partial<PublicLoad>): PublicLoad {
  return {
    _id: `id-${overrides.number ?? 1}`,
    number: 1,
    state: 'open',
    plane: { registration: 'OH-DZF', aircraftModel: 'Cessna 206', icaoCode: '', slots: 5 },
    pilot: 'Pekka Pilotti',
    estimatedTakeoff: '12:30',
    takeoff: null,
    land: null,
    jumpers: [
      { name: 'Maija Hyppääjä', type: 'normal', altitude: 4000 },
      { name: 'Olli Oppilas', type: 'student', altitude: 1200 },
    ],
    slotsLeft: 3,
    call: null,
    ...overrides,
  };
}

function board(loads: PublicLoad[], liveAltitudeAvailable = false, version = 3): PublicLoads {
  return { date: '2026-06-01', clubName: 'Skydive Utti', loads, liveAltitudeAvailable, version };
}

function plane(overrides: Partial<PlaneAltitude> = {}): PlaneAltitude {
  return {
    plane: 'OH-DZF',
    altitude: 3000,
    updatedAt: '2026-06-01T09:00:00Z',
    onGround: false,
    trend: null,
    old: false,
    ...overrides,
  };
}

function altitudes(
  planes: PlaneAltitude[],
  status: PlaneAltitudesResponse['status'] = 'ok',
  feet = false,
): PlaneAltitudesResponse {
  return { planes, status, feet };
}

function weatherAnswer(overrides: Partial<WeatherResponse> = {}): WeatherResponse {
  const reading: WeatherReading = {
    source: 'metar',
    station: 'EFUT',
    observedAt: '2026-06-01T09:20:00Z',
    windDirection: 240,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: 6,
    windGustMs: 11,
    visibilityM: 10_000,
    cloudBaseM: 450,
    cloudCover: 'BKN',
    cavok: false,
    temperatureC: 12,
    raw: null,
  };
  return {
    status: 'ok',
    reading,
    metar: reading,
    station: null,
    exceedances: [{ group: 'students', measure: 'gust', valueMs: 11, limitMs: 8 }],
    limits: { ...NO_WIND_LIMITS, students: { meanMs: null, gustMs: 8 } },
    ...overrides,
  };
}

function serve(...replies: PublicLoads[]) {
  let call = 0;
  return anonymousRoutes({
    'GET /api/loads-public/today': () => ({
      status: 200,
      body: replies[Math.min(call++, replies.length - 1)],
    }),
  });
}

const cards = () => screen.getAllByRole('article');

describe('LoadsPublicPage', () => {
  const realSocket = boardSockets.open;
  beforeEach(() => {
    socketMock.handlers.clear();
    socketMock.io.mockClear();
    boardSockets.open = socketMock.io as unknown as typeof boardSockets.open;
  });
  afterEach(() => {
    boardSockets.open = realSocket;
  });

  it("shows today's loads with plane, pilot, times and jumpers", async () => {
    serve(
      board([load({ number: 1 }), load({ number: 2, state: 'landed', takeoff: '11:00', land: '11:20' })]),
    );
    renderApp('/loads-public');
    const first = await screen.findByRole('article', { name: 'Load 1' });
    expect(within(first).getByText('OH-DZF · Cessna 206')).toBeInTheDocument();
    expect(within(first).getByText('Pilot: Pekka Pilotti')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Jumpers of Load 1' })).toHaveTextContent(
      'Maija HyppääjäSport4 000 m',
    );
    expect(within(first).getByTestId('slots-left')).toHaveTextContent('3 slots left');
    expect(screen.getByRole('article', { name: 'Load 2' })).toHaveTextContent('Landed');
    expect(within(screen.getByRole('article', { name: 'Load 2' })).queryByTestId('slots-left')).toBeNull();
    expect(screen.getByTestId('board-date')).toHaveTextContent('Skydive Utti · Monday 1.6.2026');
    expect(socketMock.io).toHaveBeenCalledWith(expect.objectContaining({ auth: { public: true } }));
  });

  it("shows an open load's latest call, and no old call on a load that took off", async () => {
    serve(
      board([
        load({ number: 1, call: { call: 'min15', at: '2026-06-01T09:03:00.000Z' } }),
        load({ number: 2, state: 'flying', call: { call: 'boarding', at: '2026-06-01T09:10:00.000Z' } }),
        load({ number: 3 }),
      ]),
    );
    renderApp('/loads-public');
    const first = await screen.findByRole('article', { name: 'Load 1' });
    // 09:03 UTC is 12:03 in Helsinki
    expect(within(first).getByTestId('load-called')).toHaveTextContent('15-minute call · 12:03');
    expect(within(screen.getByRole('article', { name: 'Load 2' })).queryByTestId('load-called')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Load 3' })).queryByTestId('load-called')).toBeNull();
  });

  it('shows an empty state when there are no loads today', async () => {
    serve(board([]));
    renderApp('/loads-public');
    expect(await screen.findByText('No loads yet today')).toBeInTheDocument();
  });

  it('hides landed loads and remembers the settings', async () => {
    serve(board([load({ number: 1 }), load({ number: 2, state: 'landed' })]));
    const { unmount } = renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Hide landed loads' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Newest load first' }));
    await userEvent.click(screen.getByRole('switch', { name: 'In take-off order, landed last' }));
    expect(screen.queryByRole('article', { name: 'Load 2' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({
      hideLanded: true,
      newestFirst: true,
      nextOpenFirst: false,
      hidePilot: false,
    });
    unmount();

    serve(board([load({ number: 1 }), load({ number: 2, state: 'landed' }), load({ number: 3 })]));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 3' });
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Load 3', 'Load 1']);
  });

  it('hides plane, pilot and jump type when asked', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ hidePlane: true, hidePilot: true, hideType: true }));
    serve(board([load({ number: 1 })]));
    renderApp('/loads-public');
    const card = await screen.findByRole('article', { name: 'Load 1' });
    expect(card).not.toHaveTextContent('OH-DZF');
    expect(card).not.toHaveTextContent('Pekka Pilotti');
    expect(card).not.toHaveTextContent('Sport');
  });

  it("shows live altitudes when the setting is on: the strip and the flying load's card, with trend and age", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:00:12Z'));
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ liveAltitude: true }));
    anonymousRoutes({
      'GET /api/loads-public/today': {
        status: 200,
        body: board([load({ number: 1, state: 'flying' })], true),
      },
      'GET /api/loads/altitude': {
        status: 200,
        body: altitudes([plane({ altitude: 2450, trend: 'climbing' })]),
      },
    });
    renderApp('/loads-public?club=utti');
    expect(await screen.findByTestId('plane-altitude')).toHaveTextContent('OH-DZF 2 450 m ↑ 12 s ago');
    const card = await screen.findByTestId('live-altitude');
    expect(card).toHaveTextContent('2 450 m ↑ 12 s ago');
    expect(card).toHaveAttribute('data-old', 'false');
    expect(within(card).getByRole('img', { name: 'climbing' })).toBeInTheDocument();
    expect(socketMock.io).toHaveBeenCalledWith(
      expect.objectContaining({ auth: { public: true, club: 'utti' } }),
    );
  });

  it.each([
    ['en', 'Altitude unavailable', 'old reading, 2 min ago'],
    ['fi', 'Korkeus ei saatavilla', 'vanha lukema 2 min sitten'],
  ] as const)(
    'says in %s when the altitude is unavailable, and shows its last reading only as old',
    async (language, unavailable, old) => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-01T09:02:05Z'));
      localStorage.setItem('language', language);
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ liveAltitude: true }));
      anonymousRoutes({
        'GET /api/loads-public/today': {
          status: 200,
          body: board([load({ number: 1, state: 'flying' })], true),
        },
        'GET /api/loads/altitude': {
          status: 200,
          body: altitudes([plane({ old: true, trend: 'descending' })], 'unavailable'),
        },
      });
      renderApp('/loads-public');
      expect(await screen.findByTestId('altitude-unavailable')).toHaveTextContent(unavailable);
      const card = await screen.findByTestId('live-altitude');
      expect(card).toHaveTextContent(old);
      expect(card).toHaveAttribute('data-old', 'true');
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    },
  );

  it('asks for the altitude every 30 s while idle, and no more once it is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ liveAltitude: true }));
    let status = 'idle';
    const fetchMock = anonymousRoutes({
      'GET /api/loads-public/today': { status: 200, body: board([load({ number: 1 })], true) },
      'GET /api/loads/altitude': () => ({ status: 200, body: altitudes([], status as 'idle') }),
    });
    const asked = () => calledRoutes(fetchMock).filter((r) => r === 'GET /api/loads/altitude').length;
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    await vi.waitFor(() => expect(asked()).toBe(1));
    // idle: nothing flies or is called, nothing to show
    expect(screen.queryByTestId('plane-altitude')).not.toBeInTheDocument();
    status = 'off';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(asked()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90_000);
    });
    expect(asked()).toBe(2);
  });

  it.each([
    [
      'en',
      'Weather',
      /Wind.*240° 6 m\/s, gusts 11 m\/s/,
      "Students' wind limit exceeded: gust 11 m/s > 8 m/s",
    ],
    [
      'fi',
      'Sää',
      /Tuuli.*240° 6 m\/s, puuska 11 m\/s/,
      'Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8 m/s',
    ],
  ] as const)(
    'shows in %s the weather and the wind limits it is over above the loads',
    async (language, label, wind, alert) => {
      localStorage.setItem('language', language);
      anonymousRoutes({
        'GET /api/loads-public/today': { status: 200, body: board([load({ number: 1 })]) },
        'GET /api/weather': { status: 200, body: weatherAnswer() },
      });
      renderApp('/loads-public?club=utti');
      const strip = await screen.findByRole('region', { name: label });
      expect(within(strip).getByTestId('weather-wind')).toHaveTextContent(wind);
      expect(within(strip).getByTestId('weather-observed')).toHaveTextContent('METAR EFUT');
      expect(screen.getByRole('alert')).toHaveTextContent(alert);
      // above the loads
      const card = screen.getByRole('article');
      expect(strip.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // and kept for the next visit's first paint
      expect(localStorage.getItem('dz.weather.board:utti')).toContain('EFUT');
    },
  );

  it('says when the weather is unavailable, and shows none while the club has no airport or station', async () => {
    anonymousRoutes({
      'GET /api/loads-public/today': { status: 200, body: board([load({ number: 1 })]) },
      'GET /api/weather': { status: 200, body: weatherAnswer({ status: 'unavailable', reading: null }) },
    });
    const { unmount } = renderApp('/loads-public');
    expect(await screen.findByRole('region', { name: 'Weather' })).toHaveTextContent('Weather unavailable');
    unmount();
    const fetchMock = anonymousRoutes({
      'GET /api/loads-public/today': { status: 200, body: board([load({ number: 1 })]) },
      'GET /api/weather': { status: 200, body: weatherAnswer({ status: 'off', reading: null }) },
    });
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    await vi.waitFor(() => expect(calledRoutes(fetchMock)).toContain('GET /api/weather'));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Weather' })).not.toBeInTheDocument();
  });

  it("opens with the last visit's weather while its reading still decides", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:30:00Z'));
    localStorage.setItem('dz.weather.board:-', JSON.stringify(weatherAnswer()));
    // the server does not answer yet
    anonymousRoutes({
      'GET /api/loads-public/today': { status: 200, body: board([load({ number: 1 })]) },
      'GET /api/weather': () => new Promise(() => undefined),
    });
    renderApp('/loads-public');
    expect(await screen.findByRole('region', { name: 'Weather' })).toHaveTextContent('METAR EFUT');
  });

  it('counts the minutes to takeoff down every minute, in Helsinki time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // 12:28:30 in Helsinki (UTC+3 in summer)
    vi.setSystemTime(new Date('2026-06-01T09:28:30Z'));
    serve(board([load({ number: 1, estimatedTakeoff: '12:30' })]));
    renderApp('/loads-public');
    const countdown = await screen.findByTestId('countdown');
    expect(countdown).toHaveTextContent('in 2 min');
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('in 1 min');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('Now');
    await act(async () => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('3 min late');
  });

  it('counts a takeoff an hour or more away in hours and minutes, in both languages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // 9.15 in Helsinki; the first load is planned for 14.30
    vi.setSystemTime(new Date('2026-06-01T06:15:00Z'));
    serve(
      board([load({ number: 1, estimatedTakeoff: '14:30' }), load({ number: 2, estimatedTakeoff: '11:15' })]),
    );
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    const countdowns = () => screen.getAllByTestId('countdown').map((c) => c.textContent);
    expect(countdowns()).toEqual(expect.arrayContaining(['in 5 h 15 min', 'in 2 h']));
    await userEvent.click(screen.getByRole('button', { name: 'Suomi' }));
    await screen.findByRole('article', { name: 'Nousu 1' });
    expect(countdowns()).toEqual(expect.arrayContaining(['5 h 15 min päästä', '2 h päästä']));
  });

  it('refetches when the socket reconnects and when loads change, not at its first connection', async () => {
    const fetchMock = serve(board([load({ number: 1 })]), board([load({ number: 1, state: 'flying' })]));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    expect(screen.getByTestId('reconnecting')).toHaveTextContent('Reconnecting…');
    const fetches = () => calledRoutes(fetchMock).filter((r) => r.includes('loads-public')).length;
    const before = fetches();

    // the board was just fetched: the first connection missed nothing
    act(() => socketMock.emit('connect'));
    expect(screen.queryByTestId('reconnecting')).not.toBeInTheDocument();
    expect(fetches()).toBe(before);
    // a connection lost and found again: events may have been missed
    act(() => socketMock.emit('disconnect'));
    act(() => socketMock.emit('connect'));
    expect(await screen.findByText('Flying')).toBeInTheDocument();
    expect(fetches()).toBe(before + 1);

    act(() => socketMock.emit('loadsUpdated', { date: '2026-06-01' }));
    await vi.waitFor(() => expect(fetches()).toBe(before + 2));
    // a change the board shows already (its counter reached), or of another day: no refetch
    act(() => socketMock.emit('loadsUpdated', { date: '2026-06-01', version: 3 }));
    act(() => socketMock.emit('loadsUpdated', { date: '2026-06-02', version: 9 }));
    // a newer change of the day: refetch
    act(() => socketMock.emit('loadsUpdated', { date: '2026-06-01', version: 4 }));
    await vi.waitFor(() => expect(fetches()).toBe(before + 3));

    act(() => socketMock.emit('disconnect'));
    expect(screen.getByTestId('reconnecting')).toBeInTheDocument();
  });

  it('shows the board an event carries without asking the server, and ignores an older one', async () => {
    const fetchMock = serve(board([load({ number: 1 })]));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    const fetches = () => calledRoutes(fetchMock).filter((r) => r.includes('loads-public')).length;
    const before = fetches();
    const pushed = (loads: PublicLoad[], version: number) =>
      new Uint8Array(gzipSync(JSON.stringify(board(loads, false, version))));

    act(() =>
      socketMock.emit('loadsUpdated', {
        date: '2026-06-01',
        version: 5,
        board: pushed([load({ number: 1, state: 'flying' }), load({ number: 2 })], 5),
      }),
    );
    expect(await screen.findByRole('article', { name: 'Load 2' })).toBeInTheDocument();
    expect(screen.getByText('Flying')).toBeInTheDocument();
    // an older push arriving late (two changes' events crossing) does not take the board back
    act(() =>
      socketMock.emit('loadsUpdated', {
        date: '2026-06-01',
        version: 6,
        board: pushed([load({ number: 1 })], 4),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('article', { name: 'Load 2' })).toBeInTheDocument();
    // a board that does not read is refetched instead
    act(() =>
      socketMock.emit('loadsUpdated', { date: '2026-06-01', version: 7, board: new Uint8Array([1, 2, 3]) }),
    );
    await vi.waitFor(() => expect(fetches()).toBe(before + 1));
  });

  it('keeps the last board, and opens with it and its age when the network is down', async () => {
    serve(board([load({ number: 1 }), load({ number: 2 })]));
    const first = renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 2' });
    const kept = JSON.parse(localStorage.getItem(keptBoardKey('')) ?? 'null');
    expect(kept.board.loads).toHaveLength(2);
    first.unmount();

    // yesterday's board, and no network at all
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    yesterday.setUTCHours(12, 42, 0, 0);
    localStorage.setItem(keptBoardKey(''), JSON.stringify({ board: kept.board, at: yesterday.getTime() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/loads-public');
    expect(await screen.findByRole('article', { name: 'Load 2' })).toBeInTheDocument();
    act(() => socketMock.emit('connect_error', new Error('offline')));
    const time = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', timeStyle: 'short' }).format(
      yesterday,
    );
    const day = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', dateStyle: 'short' }).format(
      yesterday,
    );
    expect(screen.getByTestId('reconnecting')).toHaveTextContent(
      `Connection lost – data from ${day} at ${time}`,
    );
    expect(screen.queryByText('The loads could not be loaded.')).not.toBeInTheDocument();
  });

  it('says only the time of data fetched today', () => {
    const t = boardTranslator('en');
    const at = new Date('2026-06-01T09:03:00Z').getTime();
    expect(staleText(t, at, at + 60_000)).toBe('Connection lost – data from 12.03. Reconnecting…');
    expect(staleText(t, at, at + 24 * 60 * 60_000)).toBe(
      'Connection lost – data from 1.6.2026 at 12.03. Reconnecting…',
    );
    expect(staleText(t, 0, at)).toBe('Connection lost – the board is not updating. Reconnecting…');
  });

  it('puts the loads in take-off order by default (an overdue one first), the landed ones last', async () => {
    serve(
      board([
        load({ number: 1, state: 'landed' }),
        load({ number: 2, state: 'landed' }),
        load({ number: 3, state: 'flying', estimatedTakeoff: '10:00', takeoff: '10:12' }),
        load({ number: 4, estimatedTakeoff: '10:05' }),
        load({ number: 5, estimatedTakeoff: '10:30' }),
      ]),
    );
    renderApp('/loads-public');
    // the first three at once, the rest after the first paint
    await screen.findByRole('article', { name: 'Load 1' });
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Load 4',
      'Load 3',
      'Load 5',
      'Load 1',
      'Load 2',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    const setting = screen.getByRole('switch', { name: 'In take-off order, landed last' });
    expect(setting).toBeChecked();
    await userEvent.click(setting);
    await userEvent.keyboard('{Escape}');
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Load 1',
      'Load 2',
      'Load 3',
      'Load 4',
      'Load 5',
    ]);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ nextOpenFirst: false });
  });

  it('offers no live altitude when the server has no source for it, even if it was turned on before', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ liveAltitude: true }));
    const fetchMock = serve(board([load({ number: 1, state: 'flying' })], false));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    expect(screen.getByRole('switch', { name: 'Hide landed loads' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Live altitude' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('plane-altitude')).not.toBeInTheDocument();
    expect(calledRoutes(fetchMock).some((route) => route.includes('/api/loads/altitude'))).toBe(false);
  });

  it('offers live altitude when the server has a source, on until switched off', async () => {
    serve(board([load({ number: 1 })], true));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Board settings' }));
    const live = screen.getByRole('switch', { name: 'Live altitude' });
    expect(live).toBeChecked();
    await userEvent.click(live);
    expect(live).not.toBeChecked();
  });

  it.each([
    ['en', 'Connection lost – data from 12.28. Reconnecting…'],
    ['fi', 'Yhteys katkennut – tiedot klo 12.28. Yhdistetään uudelleen…'],
  ])('says in %s how old its data is when the connection drops', async (language, notice) => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    // 12:28:30 in Helsinki (UTC+3 in summer)
    vi.setSystemTime(new Date('2026-06-01T09:28:30Z'));
    localStorage.setItem('language', language);
    serve(board([load({ number: 1 })]));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: /1$/ });
    act(() => socketMock.emit('connect'));
    await vi.waitFor(() => expect(screen.queryByTestId('reconnecting')).not.toBeInTheDocument());

    vi.setSystemTime(new Date('2026-06-01T09:41:00Z'));
    act(() => socketMock.emit('disconnect'));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    // the loads stay on screen: old data said to be old beats an empty board
    expect(screen.getByRole('article', { name: /1$/ })).toBeInTheDocument();
  });
});

describe('boardIsCurrent', () => {
  const shown = { date: '2026-06-01', version: 3 };
  it.each([
    [{ date: '2026-06-01', version: 3 }, true],
    [{ date: '2026-06-01', version: 2 }, true],
    [{ date: '2026-06-01', version: 4 }, false],
    [{ date: '2026-06-01' }, false],
    [{ date: '2026-06-02', version: 1 }, true],
  ])('a change %j is shown already: %s', (change, current) => {
    expect(boardIsCurrent(shown, change)).toBe(current);
  });
});

describe('the light board', () => {
  beforeEach(() => {
    socketMock.handlers.clear();
  });

  it('switches language and theme from its bar, and remembers both for the app', async () => {
    serve(board([load({ number: 1 })]));
    renderApp('/loads-public');
    await screen.findByRole('article', { name: 'Load 1' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('button', { name: 'Suomi' }));
    expect(await screen.findByRole('article', { name: 'Nousu 1' })).toHaveTextContent('Vapaa');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Päivän nousut');
    expect(localStorage.getItem('language')).toBe('fi');
    expect(document.documentElement.lang).toBe('fi');

    const themeButton = screen.getByRole('button', { name: 'Tumma teema päälle/pois' });
    const before = themeButton.getAttribute('aria-pressed') === 'true';
    await userEvent.click(themeButton);
    expect(themeButton).toHaveAttribute('aria-pressed', String(!before));
    expect(localStorage.getItem('theme')).toBe(before ? 'light' : 'dark');
  });

  it('offers the app instead of the login on a device signed in', async () => {
    // board.html renders the page alone: no session code, only the hint the app left
    localStorage.setItem('dz.signedIn', '1');
    serve(board([load({ number: 1 })]));
    render(<LoadsPublicPage />);
    await screen.findByRole('article', { name: 'Load 1' });
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/loads');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('says when the loads could not be loaded and there is nothing kept, and retries on asking', async () => {
    const fetchMock = anonymousRoutes({
      'GET /api/loads-public/today': { status: 503, body: { message: 'down', locale: 'error.unavailable' } },
    });
    renderApp('/loads-public');
    expect(await screen.findByRole('alert')).toHaveTextContent("Could not load today's loads.");
    const before = calledRoutes(fetchMock).filter((r) => r.includes('loads-public')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(calledRoutes(fetchMock).filter((r) => r.includes('loads-public')).length).toBe(before + 1),
    );
  });

  it.each([
    ['fi', '/loads-public?club=utti', 'Tämän kerhon käyttö on keskeytetty'],
    ['en', '/loads-public?club=utti&tv', 'This club is suspended'],
  ] as const)(
    'says in %s that the host suspended the club (%s), without the loads kept from the last visit',
    async (language, address, text) => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval'] });
      localStorage.setItem('language', language);
      localStorage.setItem(
        keptBoardKey('utti'),
        JSON.stringify({ board: board([load({ number: 1 })]), at: Date.now() - 60_000 }),
      );
      const fetchMock = anonymousRoutes({
        'GET /api/loads-public/today': {
          status: 403,
          body: { message: 'The club is suspended', locale: 'error.clubSuspended' },
        },
        'GET /api/weather': {
          status: 403,
          body: { message: 'The club is suspended', locale: 'error.clubSuspended' },
        },
      });
      renderApp(address);

      expect(await screen.findByTestId('board-suspended')).toHaveTextContent(text);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(localStorage.getItem(keptBoardKey('utti'))).toBeNull();
      // no lost connection, no retry button: nothing to retry until the host resumes the club
      act(() => socketMock.emit('connect_error', new Error('refused')));
      expect(screen.queryByTestId('reconnecting')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Try again|Yritä uudelleen/ })).not.toBeInTheDocument();
      const boardCalls = () => calledRoutes(fetchMock).filter((r) => r.includes('loads-public')).length;
      const before = boardCalls();
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(boardCalls()).toBe(before);
    },
  );
});

describe('boardTranslator', () => {
  it.each([
    ['en', 'loadsPublic.jumperCount', { count: 1 }, '1 jumper'],
    ['en', 'loadsPublic.jumperCount', { count: 3 }, '3 jumpers'],
    ['fi', 'loadsPublic.jumperCount', { count: 1 }, '1 hyppääjä'],
    ['fi', 'loadsPublic.jumperCount', { count: 0 }, '0 hyppääjää'],
    ['fi', 'loadsPublic.pilot', { name: 'Pekka' }, 'Lentäjä: Pekka'],
    ['en', 'loadCall.body.boarding', {}, 'Boarding now'],
    ['fi', 'loadCall.body.min15', {}, '15 minuutin kuulutus'],
    ['fi', 'app.productName', {}, 'Laskuvarjokerho'],
    ['en', 'common.retry', {}, 'Try again'],
    ['en', 'loadsPublic.noSuchKey', {}, 'loadsPublic.noSuchKey'],
  ] as const)('%s %s %j → %s', (language, key, params, text) => {
    expect(boardTranslator(language)(key, params)).toBe(text);
  });
});

describe('LoadsPublicPage on a hangar TV (?tv)', () => {
  const realSocket = boardSockets.open;
  beforeEach(() => {
    socketMock.handlers.clear();
    boardSockets.open = socketMock.io as unknown as typeof boardSockets.open;
  });
  afterEach(() => {
    boardSockets.open = realSocket;
    vi.useRealTimers();
  });

  it('shows a clock, the calls as a banner, the next open load first and large, the landed ones one line each', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // 12:18 in Helsinki
    vi.setSystemTime(new Date('2026-06-01T09:18:10Z'));
    serve(
      board([
        load({ number: 1, state: 'landed', takeoff: '10:02', land: '10:21' }),
        load({ number: 2, state: 'landed', takeoff: null, land: null }),
        load({ number: 3, state: 'flying', takeoff: '12:10' }),
        load({ number: 4, estimatedTakeoff: '12:30', call: { call: 'min10', at: '2026-06-01T09:15:00Z' } }),
        load({ number: 5, estimatedTakeoff: '13:00' }),
      ]),
    );
    renderApp('/loads-public?tv');
    const next = await screen.findByTestId('tv-next');
    expect(next).toHaveAccessibleName('Load 4');
    expect(within(next).getByTestId('tv-countdown')).toHaveTextContent('in 12 min');
    expect(within(next).getByTestId('tv-slots')).toHaveTextContent('3 slots left');
    expect(screen.getByRole('timer', { name: 'Time 12.18' })).toHaveTextContent('12.18');
    expect(screen.getByTestId('tv-calls')).toHaveTextContent('Load 4: 10-minute call · 12:15');
    // the flying load and the later open one as the board's cards, the landed ones as lines without dashes
    expect(screen.getByRole('article', { name: 'Load 3' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Load 5' })).toBeInTheDocument();
    expect(screen.getAllByTestId('tv-landed-load').map((li) => li.textContent)).toEqual([
      'Load 1 · OH-DZF · up 10:02 · down 10:21 · 2 jumpers',
      'Load 2 · OH-DZF · 2 jumpers',
    ]);
    // nobody signs in on a TV, and it has no settings to touch
    expect(screen.queryByRole('link', { name: /Log in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board settings' })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveClass('tv-screen');
  });

  it("shows the flying load's live altitude large, and the weather and its wind limit alerts", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:00:20Z'));
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ liveAltitude: true }));
    anonymousRoutes({
      'GET /api/loads-public/today': {
        status: 200,
        body: board(
          [
            load({ number: 3, state: 'flying', takeoff: '11:50' }),
            load({ number: 4, estimatedTakeoff: '12:30' }),
          ],
          true,
        ),
      },
      'GET /api/loads/altitude': {
        status: 200,
        body: altitudes([plane({ altitude: 3200, trend: 'descending' })], 'ok', true),
      },
      'GET /api/weather': { status: 200, body: weatherAnswer() },
    });
    renderApp('/loads-public?tv');
    const big = await screen.findByTestId('tv-altitude');
    expect(big).toHaveTextContent('Load 3 · OH-DZF');
    // feet beside metres for an English reader, as the club asks
    expect(big).toHaveTextContent('3 200 m (10 499 ft) ↓ 20 s ago');
    expect(within(big).getByRole('img', { name: 'descending' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live altitude' })).toContainElement(big);
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveClass('wx-strip-large');
    expect(screen.getByRole('alert')).toHaveTextContent("Students' wind limit exceeded: gust 11 m/s > 8 m/s");
  });
});
