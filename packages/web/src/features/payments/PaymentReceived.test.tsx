import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { recordingSocket, renderApp } from '../../test/render';
import { sessionRoutes } from '../members/members.fixtures';

describe('paymentsUpdatedNotifySender', () => {
  it("tells the paying member's open app that the payment arrived", async () => {
    mockFetch(sessionRoutes(buildUser()));
    const socket = recordingSocket();
    renderApp('/stats', { createSocket: socket.createSocket });
    await screen.findByRole('heading', { level: 1 });
    act(() => socket.serverEmits('paymentsUpdatedNotifySender', { memberId: 'm1', amount: 50.5 }));
    expect(await screen.findByText('Payment received: 50,50 € added to your account')).toBeInTheDocument();
  });
});
