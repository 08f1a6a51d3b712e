import type { Member, WaiverAlarm } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import {
  buildJumper,
  buildLoad,
  ids,
  loadsServer,
  members,
  PAGE_TEST_TIMEOUT,
  today,
} from './loadsTestServer';

/** The members as `?waiverInfo=true` answers them: Frank's waiver expired and he has no licence. */
const withAlarms: Member[] = members.map((m) => {
  const alarms: WaiverAlarm[] = m._id === ids.funJumper ? ['waiverExpired', 'noLicense'] : [];
  return { ...m, waiverInfo: { waiverId: null, status: alarms.length ? null : 'approved', alarms } };
});

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

  it('asks before adding to a full load, naming the overbooking; Cancel sends nothing', async () => {
    const five = Array.from({ length: 5 }, (_, i) =>
      buildJumper({
        _id: `five-${i}`,
        memberId: `7a000000-0000-4000-8000-00000000040${i}`,
        name: `Jumper ${i}`,
      }),
    );
    const { sent } = loadsServer([buildLoad({ jumpers: five })]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await pick(dialog, 'Jumper', /Frank/);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 anyway?' }));
    expect(confirm.getByTestId('overbooked')).toHaveTextContent('Load 1 is full: 6/5 jumpers.');
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add to load 1 anyway?' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 anyway?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ memberId: ids.funJumper, type: 'normal' });
  });

  it("says a picked member's waiver alarms in the picker and the dialog, and still adds them", async () => {
    const { sent } = loadsServer([buildLoad()], undefined, {}, withAlarms);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Jumper' }));
    expect(await screen.findByRole('option', { name: /Frank/ })).toHaveTextContent(
      'Waiver expired, No license',
    );
    expect(screen.getByRole('option', { name: /Teemu/ })).not.toHaveTextContent(/Waiver/);
    await userEvent.click(screen.getByRole('option', { name: /Frank/ }));
    expect(dialog.getByTestId('add-jumper-waiver-alarms')).toHaveTextContent(
      'Frank Testinen: Waiver expired, No license. They can still be added.',
    );
    // the self-manifest check he would fail: adding him is an override the server records
    expect(dialog.getByTestId('add-jumper-override')).toHaveTextContent(
      'Frank Testinen could not add themself: No approved waiver for this year. The balance is below the club’s credit limit. Adding them is recorded as an override in the audit trail.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ memberId: ids.funJumper, type: 'normal' });
  });

  it('says a problem a tandem’s three people share once, naming them all', async () => {
    const expired: Member[] = members.map((m) => ({
      ...m,
      waiverInfo: { waiverId: null, status: null, alarms: ['waiverExpired'] },
    }));
    loadsServer([buildLoad()], undefined, {}, expired);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tandem' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Tandem instructor' }), 'tee{Enter}');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Tandem passenger' }), 'pau{Enter}');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Video flyer (optional)' }), 'vee{Enter}');
    expect(dialog.getAllByTestId('add-jumper-waiver-alarms').map((a) => a.textContent)).toEqual([
      'Teemu Testinen, Paula Testinen, Veera Testinen: Waiver expired. They can still be added.',
    ]);
    // the server records the override for each of them (eligibility.ts `overrideEntries`): one warning says so
    expect(dialog.getAllByTestId('add-jumper-override').map((a) => a.textContent)).toEqual([
      'Teemu Testinen, Paula Testinen, Veera Testinen could not add themselves: No approved waiver for this year. Adding them is recorded as an override in the audit trail.',
    ]);
  });

  it("marks a jumper with waiver alarms on an open load's card, not on a landed one", async () => {
    const frank = buildJumper({ _id: 'j1', memberId: ids.funJumper, name: 'Frank Testinen' });
    const teemu = buildJumper({ _id: 'j2', memberId: ids.tandemInstructor, name: 'Teemu Testinen' });
    loadsServer(
      [
        buildLoad({ jumpers: [frank, teemu] }),
        buildLoad({ _id: 'landed-load', number: 2, state: 'landed', jumpers: [frank] }),
      ],
      undefined,
      {},
      withAlarms,
    );
    renderApp(`/loads/${today()}`);
    const open = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(
      await open.findByRole('img', { name: 'Waiver alarms: Waiver expired, No license' }),
    ).toBeInTheDocument();
    expect(open.getAllByTestId('waiver-alarm-mark')).toHaveLength(1);
    const landed = within(await screen.findByRole('article', { name: 'Load 2' }));
    expect(landed.queryByTestId('waiver-alarm-mark')).not.toBeInTheDocument();
  });
});
