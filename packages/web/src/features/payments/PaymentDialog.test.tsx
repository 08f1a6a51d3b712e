import type { Member } from '@dz/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { sessionRoutes, testMembers } from '../members/members.fixtures';

// the data grid pages are slow to render the first time on a busy two-core machine
configure({ asyncUtilTimeout: 10_000 });

const matti = testMembers[0] as Member;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An admin on a quiet page; payments answer with the paid member, or with the given failures first. */
function adminPaying(failures: MockReply[] = []) {
  const sent: MockRequest[] = [];
  const answer = (request: MockRequest): MockReply => {
    sent.push(request);
    const failure = failures.shift();
    if (failure) {
      return failure;
    }
    const body = request.body as { amount?: number; newBalance?: number };
    const balance = body.newBalance ?? (matti.balance ?? 0) + (body.amount ?? 0);
    return { status: 200, body: { ...matti, balance } };
  };
  mockFetch({
    ...sessionRoutes(),
    'GET /api/member': { status: 200, body: testMembers },
    'POST /api/payment': answer,
    'POST /api/transaction': answer,
  });
  return sent;
}

const pressCtrlB = () => userEvent.keyboard('{Control>}b{/Control}');

async function openWithShortcut() {
  renderApp('/stats');
  await screen.findByRole('heading', { name: 'Statistics' });
  await pressCtrlB();
  return screen.findByRole('dialog', { name: 'New payment' });
}

async function chooseMember(dialog: HTMLElement, name: RegExp) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Member' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('PaymentDialog', { timeout: 30_000 }, () => {
  it('opens with Ctrl+B for an admin', async () => {
    adminPaying();
    const dialog = await openWithShortcut();
    expect(within(dialog).getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not open with Ctrl+B for a member who is not an admin', async () => {
    mockFetch(sessionRoutes(buildUser()));
    renderApp('/stats');
    await screen.findByRole('heading', { name: 'Statistics' });
    await pressCtrlB();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists every method under the prefilled one; a typed part filters them', async () => {
    adminPaying();
    const dialog = await openWithShortcut();
    const method = within(dialog).getByRole('combobox', { name: 'Payment method' });
    expect(method).toHaveValue('Käteinen');
    await userEvent.click(method);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Käteinen',
      'Kortti',
      'Tilisiirto',
    ]);
    await userEvent.clear(method);
    await userEvent.type(method, 'tili');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Tilisiirto']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(method).toHaveValue('Tilisiirto');
  });

  it('picks the first member matching what is typed with Enter', async () => {
    adminPaying();
    const dialog = await openWithShortcut();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Member' }), 'pek{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Member' })).toHaveValue('Pekka Pilotti');
  });

  it('offers members with an account only, with their balances', async () => {
    adminPaying();
    const dialog = await openWithShortcut();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Member' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '));
    expect(options).toEqual([
      'Liisa Laine-45,50 €',
      "Matti Meikäläinen 'Masa'88,00 €",
      'Olli Opettaja300,00 €',
      'Pekka Pilotti0,00 €',
    ]);
  });

  it('keeps Pay disabled until valid, takes a decimal comma and pays with Enter', async () => {
    const sent = adminPaying();
    const dialog = await openWithShortcut();
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();

    await chooseMember(dialog, /^Matti/);
    expect(pay).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (€)' }), '100001');
    expect(await within(dialog).findByText('Maximum 100000')).toBeInTheDocument();
    expect(pay).toBeDisabled();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Amount (€)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (€)' }), '50,5');
    expect(within(dialog).getByText('Balance after the payment 138,50 €')).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Kausimaksu{Enter}');

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      memberId: matti._id,
      amount: 50.5,
      method: 'Käteinen',
      comment: 'Kausimaksu',
      idempotencyKey: expect.stringMatching(uuid),
    });
    expect(await screen.findByText("50,50 € paid: Matti Meikäläinen 'Masa'")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New payment' })).toBeNull());
  });

  it('stays open when the payment fails, and a second try reuses the same key', async () => {
    const sent = adminPaying([
      { status: 500, body: { message: 'Payment failed. Please try again.', locale: 'error.paymentFailed' } },
    ]);
    const dialog = await openWithShortcut();
    await chooseMember(dialog, /^Olli/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (€)' }), '20');
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'New payment' })).toBeInTheDocument();
    await userEvent.click(pay);

    await waitFor(() => expect(sent).toHaveLength(2));
    const keys = sent.map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New payment' })).toBeNull());
  });

  it('a new opening gets a new key', async () => {
    const sent = adminPaying();
    const payOnce = async (dialog: HTMLElement, amount: string) => {
      await chooseMember(dialog, /^Pekka/);
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (€)' }), `${amount}{Enter}`);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New payment' })).toBeNull());
    };
    await payOnce(await openWithShortcut(), '10');
    await pressCtrlB();
    await payOnce(await screen.findByRole('dialog', { name: 'New payment' }), '15');

    const keys = sent.map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sets a new balance with POST /transaction', async () => {
    const sent = adminPaying();
    const dialog = await openWithShortcut();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'New balance' }));
    await chooseMember(dialog, /^Liisa/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New balance (€)' }), '0');
    expect(within(dialog).getByText('Change 45,50 €')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set balance' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/transaction');
    expect(sent[0]?.body).toEqual({
      for: testMembers[1]?._id,
      newBalance: 0,
      method: 'Käteinen',
      comment: '',
      idempotencyKey: expect.stringMatching(uuid),
    });
  });
});
