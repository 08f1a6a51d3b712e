import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { buildLoad, ids, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

async function pick(dialog: ReturnType<typeof within>, label: string, option: RegExp) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AddJumperDialog', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('builds one tandem body: instructor, passenger, video flyer and altitude', async () => {
    const { sent } = loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tandem' }));

    // only tandem instructors are offered, with their balance
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tandem instructor' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Teemu Testinen100,00 €',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Teemu/ }));
    // only tandem students may be passengers, only video flyers fly video
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tandem passenger' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      expect.stringContaining('Paula'),
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Paula/ }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Video flyer (optional)' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      expect.stringContaining('Veera'),
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Veera/ }));
    // the passenger has no account: nobody is warned of debt
    expect(dialog.queryByText(/Member will be in debt/)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe(`/api/loads/${buildLoad()._id}/jumpers`);
    expect(sent[0]?.body).toEqual({
      memberId: ids.tandemInstructor,
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: ids.passenger,
      videoFlyerId: ids.video,
      ownGear: false,
      highOpening: false,
      gearRental: null,
    });
  });

  it('refuses a tandem without a passenger before sending', async () => {
    const { sent } = loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tandem' }));
    await pick(dialog, 'Tandem instructor', /Teemu/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Choose the tandem passenger.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a third decimal in the gear rent at its field, then sends the rent in euros', async () => {
    const { sent } = loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await pick(dialog, 'Jumper', /Frank/);
    const rent = dialog.getByRole('textbox', { name: 'Gear rent (€)' });
    await userEvent.type(rent, '12,505');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Invalid amount')).toBeInTheDocument();
    expect(rent).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.clear(rent);
    await userEvent.type(rent, '12,5{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ memberId: ids.funJumper, type: 'normal', gearRental: 12.5 });
  });
});
