import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';
import { checkPaymentMethodName, movedPaymentMethods, paymentMethodMove } from './paymentMethodOrder';

const methods = ['Käteinen', 'Tilisiirto', 'MobilePay'];

describe('paymentMethodMove', () => {
  it('turns a drop into the index move the API takes', () => {
    expect(paymentMethodMove(methods, 'MobilePay', 'Käteinen')).toEqual({ index: 2, newIndex: 0 });
    expect(paymentMethodMove(methods, 'Käteinen', 'Tilisiirto')).toEqual({ index: 0, newIndex: 1 });
    expect(movedPaymentMethods(methods, { index: 2, newIndex: 0 })).toEqual([
      'MobilePay',
      'Käteinen',
      'Tilisiirto',
    ]);
  });

  it('is null when dropped on itself, outside the list or for an unknown item', () => {
    expect(paymentMethodMove(methods, 'Tilisiirto', 'Tilisiirto')).toBeNull();
    expect(paymentMethodMove(methods, 'Tilisiirto', null)).toBeNull();
    expect(paymentMethodMove(methods, 'Lasku', 'Käteinen')).toBeNull();
  });
});

describe('checkPaymentMethodName', () => {
  it('uses the shared rule and refuses a name that differs only by case', () => {
    expect(checkPaymentMethodName('  Lasku ', methods)).toEqual({ name: 'Lasku' });
    expect(checkPaymentMethodName('   ', methods)).toEqual({ error: 'Required' });
    expect(checkPaymentMethodName('mobilepay', methods)).toEqual({ error: 'club.paymentMethods.exists' });
  });
});

/** jsdom lays nothing out: give each list row a place, 48 px apart, so dnd-kit can measure. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = 100 + index * 48;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 48,
      width: 300,
      height: 48,
      toJSON: () => ({}),
    };
  });
}

describe('ClubPage: payment methods', { timeout: PAGE_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves a method up with the keyboard and sends the one move', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    layOutRows();
    const handle = within(list).getByRole('button', { name: 'Move MobilePay' });
    handle.focus();
    // dnd-kit listens on the document a moment after the pick-up, and measures in animation frames
    for (const code of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      fireEvent.keyDown(document.activeElement ?? handle, { code, key: code === 'Space' ? ' ' : code });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/club/payment-method/2',
      body: { newIndex: 0 },
    });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['MobilePay', 'Käteinen', 'Tilisiirto']),
    );
  });

  it('adds a method with Enter and refuses a duplicate', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const field = await screen.findByRole('textbox', { name: 'New payment method' });
    await userEvent.type(field, 'käteinen{Enter}');
    expect(await screen.findByText('This payment method exists already')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Lasku{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/club/payment-method', { paymentMethod: 'Lasku' }],
    ]);
    const list = screen.getByRole('list', { name: 'Payment methods' });
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Lasku');
  });

  it('renames in place and deletes after asking', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const list = within(await screen.findByRole('list', { name: 'Payment methods' }));
    await userEvent.click(list.getByRole('button', { name: 'Rename Tilisiirto' }));
    const name = list.getByRole('textbox', { name: 'New name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pankkisiirto{Enter}');
    expect(await list.findByText('Pankkisiirto')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      path: '/api/club/payment-method/1',
      body: { newIndex: 1, paymentMethod: 'Pankkisiirto' },
    });

    await userEvent.click(list.getByRole('button', { name: 'Delete Pankkisiirto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment method Pankkisiirto?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(list.queryByText('Pankkisiirto')).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/api/club/payment-method/1'],
      ['DELETE', '/api/club/payment-method/1'],
    ]);
  });
});
