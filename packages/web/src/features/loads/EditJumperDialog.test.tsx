import type { LoadJumper } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { EditJumperDialog } from './EditJumperDialog';

const jumper: LoadJumper = {
  _id: 'j1',
  memberId: 'm1',
  name: 'Fanni Hyppääjä',
  type: 'normal',
  altitude: 4000,
  groupId: 'g1',
  groupRole: 'single',
  trainingJump: null,
  price: 30,
  tandemPrice: null,
  priceOverride: null,
  gearRental: 12.5,
  ownGear: false,
  highOpening: false,
  didNotJump: false,
  exitWeight: 80,
  balance: 100,
};
const jumpLines = [
  { _id: 'l1', altitude: 1000, price: 15, priceForMembers: null, tandemPrice: null },
  { _id: 'l2', altitude: 4000, price: 30, priceForMembers: 27.5, tandemPrice: null },
];

function renderDialog(canOverridePrice = true, edited: LoadJumper = jumper, groupSize = 1) {
  const onSave = vi.fn();
  renderWithTheme(
    <EditJumperDialog
      jumper={edited}
      jumpLines={jumpLines}
      groupSize={groupSize}
      canOverridePrice={canOverridePrice}
      saving={false}
      onClose={vi.fn()}
      onSave={onSave}
    />,
  );
  return { onSave, dialog: within(screen.getByRole('dialog', { name: `Edit ${edited.name}` })) };
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) {
    await userEvent.type(input, text);
  }
}

describe('EditJumperDialog', () => {
  it('sends the edit with prices in euros, typed with a decimal comma', async () => {
    const { onSave, dialog } = renderDialog();
    expect(dialog.getByRole('textbox', { name: 'Gear rent (€)' })).toHaveValue('12.50');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Altitude' }));
    await userEvent.click(await screen.findByRole('option', { name: '1000 m' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'High opening' }));
    await retype(dialog.getByRole('textbox', { name: 'Gear rent (€)' }), '');
    await retype(dialog.getByRole('textbox', { name: 'Price override (€)' }), '1 020,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      altitude: 1000,
      ownGear: false,
      highOpening: true,
      didNotJump: false,
      gearRental: null,
      priceOverride: 1020.5,
    });
  });

  it('refuses a third decimal with "Invalid amount" instead of rounding it', async () => {
    const { onSave, dialog } = renderDialog();
    await retype(dialog.getByRole('textbox', { name: 'Gear rent (€)' }), '12,505');
    expect(await dialog.findByText('Invalid amount')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Gear rent (€)' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Gear rent (€)' }), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a negative price with the shared rule’s message', async () => {
    const { dialog } = renderDialog();
    await retype(dialog.getByRole('textbox', { name: 'Price override (€)' }), '-5');
    expect(await dialog.findByText('Minimum 0')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('leaves the price out for those who may not override it', async () => {
    const { onSave, dialog } = renderDialog(false);
    expect(dialog.queryByRole('textbox', { name: 'Price override (€)' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('switch', { name: 'Did not jump' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('priceOverride');
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ didNotJump: true, gearRental: 12.5 });
  });

  it('says a group’s altitude changes for the whole group, and lists a tandem’s tandem prices', async () => {
    const passenger: LoadJumper = {
      ...jumper,
      name: 'Paula Matkustaja',
      type: 'tandem',
      groupRole: 'passenger',
      price: 0,
      tandemPrice: 250,
    };
    const lines = jumpLines.map((l) => (l.altitude === 4000 ? { ...l, tandemPrice: 250 } : l));
    const onSave = vi.fn();
    renderWithTheme(
      <EditJumperDialog
        jumper={passenger}
        jumpLines={lines}
        groupSize={3}
        canOverridePrice
        saving={false}
        onClose={vi.fn()}
        onSave={onSave}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Paula Matkustaja' }));
    expect(dialog.getByText('The altitude changes for the whole group')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Altitude · tandem price' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      '1000 m · no tandem price',
      '4000 m · 250,00 €',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /1000 m/ }));
    expect(await dialog.findByText('No tandem price for 1000 m')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ altitude: 1000 });
  });

  it('says nothing of a group for a jumper alone', () => {
    const { dialog } = renderDialog(true, jumper, 1);
    expect(dialog.queryByText('The altitude changes for the whole group')).not.toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Altitude' })).toBeInTheDocument();
  });
});
