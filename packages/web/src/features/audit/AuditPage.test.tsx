import { type AuditEvent, LANGUAGE_STORAGE_KEY } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../app/i18n';
import { calledRoutes, mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { calledUrls, testMembers as members, sessionRoutes } from '../members/members.fixtures';

const events: AuditEvent[] = [
  {
    _id: '2',
    at: '2026-06-06T09:03:00.000Z',
    action: 'loadLanded',
    actor: { userId: 'u1', name: 'Ada Admin' },
    member: null,
    load: { _id: 'load-3', date: '2026-06-06', number: 3 },
    user: null,
    before: { state: 'open' },
    after: { state: 'landed', jumpers: 4, charged: 131.5 },
  },
  {
    _id: '1',
    at: '2026-06-06T08:00:00.000Z',
    action: 'payment',
    actor: { userId: 'u1', name: 'Ada Admin' },
    member: { _id: 'm1', name: 'Matti Meikäläinen' },
    load: null,
    user: null,
    before: { balance: -10 },
    after: { balance: 40, amount: 50, method: 'Kortti', comment: '' },
  },
];

describe('the audit trail page', () => {
  it('lists what was done, by whom, and the values before and after, in the club’s time', async () => {
    const fetchMock = mockFetch({
      ...sessionRoutes(),
      'GET /api/member': { status: 200, body: members },
      'GET /api/audit': { status: 200, body: { events, truncated: false } },
    });
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('audit-event');
    expect(rows).toHaveLength(2);
    const landed = within(rows[0] as HTMLElement);
    expect(landed.getByText('Landed a load')).toBeInTheDocument();
    expect(landed.getByText('Load 3 (6.6.2026)')).toBeInTheDocument();
    expect(landed.getByText(/12\.03 · Ada Admin|12:03 · Ada Admin/)).toBeInTheDocument();
    expect(landed.getByText('State: Open → Landed')).toBeInTheDocument();
    expect(landed.getByText(/^Charged: 131,50\s€$/)).toBeInTheDocument();
    const payment = within(rows[1] as HTMLElement);
    expect(payment.getByText('Took a payment')).toBeInTheDocument();
    expect(payment.getByText(/^Balance: -10,00\s€ → 40,00\s€$/)).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toContain('GET /api/audit');
  });

  it('filters by member and days through the query', async () => {
    const fetchMock = mockFetch({
      ...sessionRoutes(),
      'GET /api/member': { status: 200, body: members },
      'GET /api/audit': { status: 200, body: { events: [], truncated: false } },
    });
    renderApp('/audit?loadId=0c000000-0000-4000-8000-000000000003');
    expect(await screen.findByText('Nothing recorded with these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all loads' }));
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Member' }),
      (members[0]?.firstName ?? '').slice(0, 3),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(members[0]?.firstName ?? '') }),
    );
    await waitFor(() => expect(calledUrls(fetchMock).at(-1)).toBe(`/api/audit?memberId=${members[0]?._id}`));
  });

  const windOverride: AuditEvent = {
    _id: '3',
    at: '2026-06-21T09:52:00.000Z',
    action: 'windOverride',
    actor: { userId: 'u1', name: 'Ada Admin' },
    member: { _id: 'm1', name: 'Matti Meikäläinen' },
    load: { _id: 'load-3', date: '2026-06-21', number: 3 },
    user: null,
    before: null,
    after: {
      group: 'students',
      measure: 'gust',
      valueMs: 11,
      limitMs: 8.5,
      observedAt: '2026-06-21T09:50:00.000Z',
    },
  };

  it.each([
    [
      'en',
      'Added over the wind limit',
      "Students' wind limit exceeded: gust 11 m/s > 8,5 m/s",
      'Weather observed: 21.6.2026 12.50',
    ],
    [
      'fi',
      'Lisäsi tuulirajan yli',
      'Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8,5 m/s',
      'Säähavainto: 21.6.2026 klo 12.50',
    ],
  ] as const)(
    'says an addition over the wind limit as its sentence (%s)',
    async (lang, action, text, observed) => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
      await changeLanguage(lang);
      mockFetch({
        ...sessionRoutes(),
        'GET /api/member': { status: 200, body: members },
        'GET /api/audit': { status: 200, body: { events: [windOverride], truncated: false } },
      });
      renderApp('/audit');
      const row = within(await screen.findByTestId('audit-event'));
      expect(row.getByText(action)).toBeInTheDocument();
      expect(row.getAllByRole('listitem').map((li) => li.textContent)).toEqual([text, observed]);
      // no kept name or value as the trail keeps it
      expect(row.queryByText(/students|gust:|valueMs|limitMs|observedAt/)).toBeNull();
    },
  );

  it('is for admins only', async () => {
    mockFetch(sessionRoutes(buildUser()));
    renderApp('/audit');
    expect(await screen.findByText(/Only admin can do this/)).toBeInTheDocument();
  });
});
