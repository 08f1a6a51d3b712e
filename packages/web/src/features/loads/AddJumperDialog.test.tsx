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
    await pick(dialog, 'Tandem passenger', /Paula/);
    await pick(dialog, 'Video flyer (optional)', /Veera/);
    // the passenger pays 38,50 € + the default gear rent 15 € with a zero balance
    expect(dialog.getByText('Member will be in debt: Paula Testinen (53,50 €)')).toBeInTheDocument();

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
});
