import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordingSocket, renderApp } from '../../test/render';
import { buildLoad, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

describe('load calls in the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("makes a call from the card's Call menu, shows it, and clears it", async () => {
    let current = buildLoad();
    const { sent } = loadsServer([current], (request) => {
      const { call } = request.body as { call: string | null };
      current = { ...current, call: call ? { call: call as 'min15', at: '2026-06-06T09:03:00.000Z' } : null };
      return current;
    });
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.queryByTestId('load-called')).not.toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Call' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Load 1: 15-minute call' }));
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { call: 'min15' } });
    // 09:03 UTC is 12:03 in Helsinki in June
    expect(await card.findByTestId('load-called')).toHaveTextContent('15-minute call · 12:03');

    await userEvent.click(card.getByRole('button', { name: 'Call' }));
    const ticked = await screen.findByRole('menuitem', { name: 'Load 1: 15-minute call' });
    expect(ticked).toHaveClass('Mui-selected');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear the call' }));
    expect(sent.at(-1)).toMatchObject({ body: { call: null } });
    await expect.poll(() => card.queryByTestId('load-called')).toBeNull();
  });

  it('offers no call for a load that is flying, and shows no old call on it', async () => {
    loadsServer([buildLoad({ state: 'flying', call: { call: 'boarding', at: '2026-06-06T09:03:00.000Z' } })]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.queryByRole('button', { name: 'Call' })).not.toBeInTheDocument();
    expect(card.queryByTestId('load-called')).not.toBeInTheDocument();
  });

  it("says a call of the user's own load in the open app", async () => {
    loadsServer([buildLoad()]);
    const socket = recordingSocket();
    renderApp(`/loads/${today()}`, { createSocket: socket.createSocket });
    await screen.findByRole('article', { name: 'Load 1' });
    act(() =>
      socket.serverEmits('loadCalled', {
        date: today(),
        loadId: 'l1',
        number: 4,
        call: 'min10',
        at: '2026-06-06T09:03:00.000Z',
      }),
    );
    expect(await screen.findByText('Load 4: 10-minute call')).toBeInTheDocument();
  });
});
