import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledRoutes, mockFetch } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { recordingSocket, renderApp } from '../../test/render';
import { createQueryClient } from '../queryClient';

/** The signed-in start as the server answers it, and the page's own calls. */
function signedInServer() {
  return mockFetch({
    'GET /api/session': {
      status: 200,
      body: { needsSetup: false, user: buildUser(), club, member },
    },
    'GET /api/user': { status: 200, body: buildUser() },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'GET /api/member/me/logbook': { status: 200, body: { jumpsBefore: null, jumps: [] } },
    [`GET /api/member/${member._id}/payment-info`]: {
      status: 409,
      body: { message: 'The club has not set its bank account yet', locale: 'error.bankAccountMissing' },
    },
  });
}

const startCalls = ['GET /api/setup', 'GET /api/user', 'GET /api/club', 'GET /api/member/me'];

describe('the app start (issue 30)', () => {
  it('asks one call for the setup status, the user, the club and the member', async () => {
    const fetchMock = signedInServer();
    // the app's own query client: an answer stays fresh for 30 s
    renderApp('/profile', { queryClient: createQueryClient() });
    await screen.findByRole('heading', { level: 1 });
    const calls = calledRoutes(fetchMock);
    expect(calls.filter((c) => c === 'GET /api/session')).toHaveLength(1);
    expect(calls.filter((c) => startCalls.includes(c))).toEqual([]);
  });

  it("shows the member's balance from the start's answer, in euros", async () => {
    const fetchMock = signedInServer();
    renderApp('/profile', { queryClient: createQueryClient() });
    // the start's member is turned into cents like /api/member/me's (it once showed "NaN €")
    expect(await screen.findByText('-12,50 €')).toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).toBeNull();
    expect(calledRoutes(fetchMock)).not.toContain('GET /api/member/me');
  });

  it('refetches nothing when the socket first connects, and the start again after a lost connection', async () => {
    const fetchMock = signedInServer();
    const socket = recordingSocket();
    renderApp('/profile', { createSocket: socket.createSocket, queryClient: createQueryClient() });
    await screen.findByRole('heading', { level: 1 });
    // the page's own calls are in (the payment instructions come a moment after the heading)
    await screen.findByText(/has not set its bank account yet/);
    const before = calledRoutes(fetchMock).length;

    act(() => socket.serverEmits('connect'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calledRoutes(fetchMock).slice(before)).toEqual([]);

    act(() => socket.serverEmits('disconnect'));
    act(() => socket.serverEmits('connect'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const after = calledRoutes(fetchMock).slice(before);
    expect(after).toContain('GET /api/session');
    expect(after.filter((c) => startCalls.includes(c))).toEqual([]);
  });
});
