import type { WaiverDetail } from '@dz/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { calledUrls, captureDownloads, sessionRoutes } from '../members/members.fixtures';

configure({ asyncUtilTimeout: 10_000 });

const detail: WaiverDetail = {
  club: { name: 'Skydive Utti', timeZone: 'Europe/Helsinki' },
  waiver: {
    _id: 'w1',
    firstName: 'Maija',
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email: 'maija@example.com',
    phone: '+358401234567',
    canopy: 'Sabre2',
    canopySize: 170,
    wingLoad: 1.1,
    exitWeight: 80.5,
    nextEquipmentExpiration: '2026-12-01',
    ownGear: true,
    clubMember: true,
    silMember: true,
    filmingPermission: false,
    totalJumps: 250,
    license: 'C',
    note: '',
    signature: 'M 10 10 L 20 20 L 30 15',
    waiverTextVersionId: 'v1',
    waiverText: 'Hyppään omalla vastuullani.',
    waiverTextSavedAt: '2026-01-02T08:00:00.000Z',
    signedAt: '2026-05-02T09:00:00.000Z',
    year: 2026,
    status: 'approved',
    approvedBy: 'u1',
    approvedByName: 'Ada Admin',
    approvedAt: '2026-05-03T09:00:00.000Z',
    memberId: null,
    checklist: [
      {
        itemId: 'license',
        label: 'Licence checked',
        checked: true,
        checkedBy: 'u1',
        checkedByName: 'Ada Admin',
        checkedAt: '2026-05-02T10:00:00.000Z',
      },
    ],
    modified: '2026-05-03T09:00:00.000Z',
  },
};

function server(
  user = buildUser({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
) {
  return mockFetch({
    ...sessionRoutes(user),
    'GET /api/waivers': { status: 200, body: [detail.waiver] },
    'GET /api/waivers/w1': { status: 200, body: detail },
    'GET /api/waivers/w1/pdf': { status: 200, body: '%PDF-1.3' },
  });
}

let downloads: ReturnType<typeof captureDownloads> | undefined;
afterEach(() => {
  downloads?.restore();
  downloads = undefined;
});

describe('WaiverPrintPage', { timeout: 30_000 }, () => {
  it('shows the signed waiver as a document, prints it and downloads its PDF (English)', async () => {
    const fetchMock = server();
    downloads = captureDownloads();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/waivers/w1/print');
    const doc = await screen.findByRole('article', { name: 'Waiver 2026: Maija Hyppääjä' });
    expect(within(doc).getByText('Skydive Utti')).toBeInTheDocument();
    expect(within(doc).getByText('Hyppään omalla vastuullani.')).toBeInTheDocument();
    expect(
      within(doc).getByText('Text version v1, saved 2026-01-02 10:00 (Europe/Helsinki)'),
    ).toBeInTheDocument();
    expect(within(doc).getByText('2026-05-02 12:00 (Europe/Helsinki)')).toBeInTheDocument();
    expect(within(doc).getByText('80.5 kg')).toBeInTheDocument();
    expect(
      within(doc).getByText('Checked by Ada Admin, 2026-05-02 13:00 (Europe/Helsinki)'),
    ).toBeInTheDocument();
    expect(within(doc).getByRole('img', { name: 'Signature of Maija Hyppääjä' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads?.files.map((f) => f.name)).toEqual(['waiver-hyppaaja-2026.pdf']));
    expect(calledUrls(fetchMock)).toContain('/api/waivers/w1/pdf?lang=en');
  });

  it('speaks Finnish, the document and the PDF too', async () => {
    await i18n.changeLanguage('fi');
    const fetchMock = server();
    downloads = captureDownloads();
    renderApp('/waivers/w1/print');
    const doc = await screen.findByRole('article', { name: 'Vastuuvapautus 2026: Maija Hyppääjä' });
    expect(within(doc).getByText('Allekirjoitettu vastuuvapautusteksti')).toBeInTheDocument();
    expect(within(doc).getByText('2.5.2026 12:00 (Europe/Helsinki)')).toBeInTheDocument();
    expect(within(doc).getByText('80,5 kg')).toBeInTheDocument();
    expect(within(doc).getByText('Hyväksyjä')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tulosta' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lataa PDF' }));
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('/api/waivers/w1/pdf?lang=fi'));
  });

  it('shows a plain user the permission message and asks for no waiver', async () => {
    const fetchMock = server(buildUser());
    renderApp('/waivers/w1/print');
    expect(
      await screen.findByText('You do not have permission to check waivers or edit members'),
    ).toBeInTheDocument();
    expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/waivers'))).toEqual([]);
  });

  it('says so when the waiver cannot be loaded', async () => {
    mockFetch({ ...sessionRoutes(buildUser({ admin: true, role: 'admin' })) });
    renderApp('/waivers/w9/print');
    expect(await screen.findByText('The waiver could not be loaded')).toBeInTheDocument();
  });

  it('opens from the checker’s waiver dialog, which also downloads the PDF', async () => {
    const fetchMock = server();
    downloads = captureDownloads();
    renderApp('/waivers');
    await userEvent.click(await screen.findByRole('button', { name: 'Maija Hyppääjä' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads?.files.map((f) => f.name)).toEqual(['waiver-hyppaaja-2026.pdf']));
    expect(calledUrls(fetchMock)).toContain('/api/waivers/w1/pdf?lang=en');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Open printable' }));
    expect(await screen.findByRole('article', { name: 'Waiver 2026: Maija Hyppääjä' })).toBeInTheDocument();
  });
});
