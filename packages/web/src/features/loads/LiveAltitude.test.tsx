import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { buildLoad, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

function withAltitudes(
  planes: { plane: string; altitude: number | null; updatedAt: string | null }[],
  liveAltitudeAvailable = true,
) {
  const { fetchMock } = loadsServer([buildLoad()]);
  const routed = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/loads/altitude') {
      return jsonResponse(200, { planes });
    }
    if (path === `/api/loads/${today()}`) {
      // the day's answer says whether the server has a live altitude source
      return jsonResponse(200, { loads: [buildLoad()], liveAltitudeAvailable });
    }
    return routed ? routed(input, init) : jsonResponse(404, {});
  });
  return fetchMock;
}

async function turnOnLiveAltitude() {
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Live altitude' }));
  await userEvent.keyboard('{Escape}');
}

describe('live altitude in the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());

  it('shows each plane in the air with its altitude once turned on, and remembers the choice', async () => {
    const fetchMock = withAltitudes([
      { plane: 'OH-CDZ', altitude: 3200, updatedAt: '2026-11-23T10:00:00Z' },
      { plane: 'OH-PPL', altitude: null, updatedAt: null },
    ]);
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    expect(screen.queryByRole('status', { name: 'Live altitude' })).not.toBeInTheDocument();
    await turnOnLiveAltitude();
    const strip = await screen.findByRole('status', { name: 'Live altitude' });
    expect(await within(strip).findByText(/OH-CDZ/)).toHaveTextContent(/3[\s\u00a0]?200 m/);
    expect(within(strip).queryByText(/OH-PPL/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/loads/altitude'))).toBe(true);
    expect(JSON.parse(localStorage.getItem('loadsView') ?? '{}')).toMatchObject({ liveAltitude: true });
  });

  it('says so when no plane reports an altitude', async () => {
    withAltitudes([]);
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    await turnOnLiveAltitude();
    expect(
      await screen.findByText('No plane in the air reports its altitude right now.'),
    ).toBeInTheDocument();
  });

  it('is not offered when the server has no live altitude source, and does not poll', async () => {
    localStorage.setItem('loadsView', JSON.stringify({ liveAltitude: true }));
    const fetchMock = withAltitudes([], false);
    renderApp(`/loads/${today()}`);
    await screen.findByRole('article', { name: 'Load 1' });
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Hide landed loads' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Live altitude' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Live altitude' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/loads/altitude'))).toBe(false);
  });
});
