import type { BankReviewEntry, PaymentInfo } from '@dz/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser, member as me } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionRoutes, testAdmin, testMembers } from '../members/members.fixtures';

configure({ asyncUtilTimeout: 10_000 });
beforeAll(async () => {
  await import('../payments/PaymentsPage');
}, 60_000);

const info: PaymentInfo = {
  recipient: 'Skydive Utti ry',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
  reference: '1234561',
  rfReference: 'RF211234561',
  amount: 45.5,
  epcQr: 'BCD\n002\n1\nSCT\nNDEAFIHH\nSkydive Utti ry\nFI2112345600000785\nEUR45.50\n\nRF211234561',
  virtualBarcode: '421123456000007850000455000000000000000001234561000000',
};

const emptyPage = { items: [], pagination: { page: 1, limit: 30, skip: 0, totalPages: 0, totalItems: 0 } };

const waiting: BankReviewEntry = {
  _id: '9b000000-0000-4000-8000-000000000001',
  bookingDate: '2026-11-20',
  amount: 20,
  direction: 'credit',
  reversal: false,
  reference: null,
  payerName: 'LAINE LIISA',
  message: 'hyppyjä',
  reason: 'noReference',
  suggestedMember: { _id: testMembers[1]?._id ?? '', name: 'Liisa Laine' },
};

describe('bank transfers', () => {
  it('shows a jumper how to pay: the QR code, the account, their reference and their debt, in Finnish', async () => {
    await i18n.changeLanguage('fi');
    mockFetch({
      ...sessionRoutes(buildUser()),
      [`GET /api/member/${me._id}/payment-info`]: { status: 200, body: info },
      'GET /api/transaction/personal': { status: 200, body: emptyPage },
    });
    renderApp('/payments');
    const pay = await screen.findByRole('region', { name: 'Maksa tilisiirrolla' });
    expect(await within(pay).findByRole('img', { name: 'QR-koodi pankkisovellukselle' })).toBeInTheDocument();
    expect(within(pay).getByText('FI21 1234 5600 0007 85')).toBeInTheDocument();
    expect(within(pay).getByText('12 34561')).toBeInTheDocument();
    expect(within(pay).getByText('45,50 €')).toBeInTheDocument();
    expect(within(pay).getByText('RF21 1234 561')).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Kopioi: Viitenumero' })).toBeInTheDocument();
    // a plain jumper imports nothing
    expect(screen.queryByRole('button', { name: 'Tuo tiliote' })).not.toBeInTheDocument();
  });

  it('says so plainly when the club has no account yet', async () => {
    await i18n.changeLanguage('en');
    mockFetch({
      ...sessionRoutes(buildUser()),
      [`GET /api/member/${me._id}/payment-info`]: {
        status: 409,
        body: { message: 'The club has not set its bank account yet', locale: 'error.bankAccountMissing' },
      },
      'GET /api/transaction/personal': { status: 200, body: emptyPage },
    });
    renderApp('/payments');
    expect(
      await screen.findByText('The club has not set its bank account yet: ask the club how to pay.'),
    ).toBeInTheDocument();
  });

  it('lets the admin import a statement and book a waiting credit on the suggested member', async () => {
    await i18n.changeLanguage('en');
    const sent: MockRequest[] = [];
    let queue = [waiting];
    mockFetch({
      ...sessionRoutes(testAdmin),
      'GET /api/member': { status: 200, body: testMembers },
      'GET /api/user/all': { status: 200, body: [testAdmin] },
      [`GET /api/member/${me._id}/payment-info`]: { status: 200, body: info },
      'GET /api/transaction/all': { status: 200, body: emptyPage },
      'GET /api/transaction/personal': { status: 200, body: emptyPage },
      'GET /api/bank/review': () => ({ status: 200, body: queue }),
      'POST /api/bank/statements': (request) => {
        sent.push(request);
        return {
          status: 200,
          body: { format: 'camt.054', entries: 3, booked: 2, duplicates: 0, toReview: 1, bookedCents: 6550 },
        };
      },
      [`POST /api/bank/review/${waiting._id}/assign`]: (request) => {
        sent.push(request);
        queue = [];
        return { status: 200, body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    renderApp('/payments');
    const bank = await screen.findByRole('region', { name: 'Bank transfers' });
    await user.upload(within(bank).getByTestId('statement-file'), new File(['<xml/>'], 'camt054.xml'));
    expect(await within(bank).findByRole('status')).toHaveTextContent(
      /^Payment notification \(camt\.054\)\. Booked: 2 \(65,50\s€\) · booked before: 0 · to review: 1$/,
    );
    const item = await within(bank).findByRole('listitem', { name: /LAINE LIISA/ });
    expect(item).toHaveTextContent('No reference');
    expect(item).toHaveTextContent('20,00 €');
    await user.click(within(item).getByRole('button', { name: 'Book on a member' }));
    const dialog = await screen.findByRole('dialog', { name: /^Book 20,00\s€ on a member$/ });
    expect(within(dialog).getByText(/The name matches Liisa Laine/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(sent.map((r) => [r.method, r.path, r.body])).toContainEqual([
        'POST',
        `/api/bank/review/${waiting._id}/assign`,
        { memberId: waiting.suggestedMember?._id },
      ]),
    );
    expect(await within(bank).findByText('Nothing to review.')).toBeInTheDocument();
  });
});
