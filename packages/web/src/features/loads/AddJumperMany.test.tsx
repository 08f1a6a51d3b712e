import type { Load } from '@dz/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';

import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, member as me } from '../../test/fixtures';
import { fakeSocket } from '../../test/render';
import { type MemberRow, memberRow } from '../members/api';
import { AddJumperDialog } from './AddJumperDialog';
import { buildJumper, buildLoad, club, ids, members, PAGE_TEST_TIMEOUT } from './loadsTestServer';

const memberRows: MemberRow[] = members.map(memberRow);
const secondLoadId = '0c000000-0000-4000-8000-000000000002';

/** The dialog on `load` of a day of `dayLoads`, with a server that records what is sent to it. */
function renderDialog(load: Load, dayLoads: Load[] = [load], sameAs?: Load) {
  const sent: MockRequest[] = [];
  const record = (request: MockRequest) => {
    sent.push(request);
    return { status: 200, body: load };
  };
  mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: buildAdmin() },
    'GET /api/member/me': { status: 200, body: me },
    [`POST /api/loads/${load._id}/jumpers`]: record,
    [`POST /api/loads/${load._id}/jumpers/many`]: record,
  });
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AppProviders
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        createSocket={fakeSocket}
      >
        <AddJumperDialog
          load={load}
          dayLoads={dayLoads}
          club={club}
          members={memberRows}
          sameAs={sameAs}
          onClose={onClose}
        />
      </AppProviders>
    </MemoryRouter>,
  );
  const dialog = within(screen.getByRole('dialog', { name: `Add jumpers to load ${load.number}` }));
  return { sent, onClose, dialog };
}

/** Chooses members in the open picker by name, then closes its list. */
async function choose(dialog: ReturnType<typeof within>, label: string, names: RegExp[]) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  for (const name of names) {
    await userEvent.click(await screen.findByRole('option', { name }));
  }
  await userEvent.keyboard('{Escape}');
}

const row = (dialog: ReturnType<typeof within>, name: string) => within(dialog.getByRole('group', { name }));

describe('AddJumperDialog: several fun jumpers at once', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('adds three jumpers with their own altitudes in one request, a bad row refused in place first', async () => {
    const { sent, onClose, dialog } = renderDialog(buildLoad());
    await userEvent.click(dialog.getByRole('button', { name: 'Several jumpers' }));
    await choose(dialog, 'Jumpers', [/Frank/, /Veera/, /Teemu/]);
    expect(dialog.getByText('Chosen: 3 · free slots: 5')).toBeInTheDocument();

    const frank = row(dialog, 'Frank Testinen');
    await userEvent.click(frank.getByRole('combobox', { name: 'Altitude' }));
    await userEvent.click(await screen.findByRole('option', { name: /^1000 m/ }));
    expect(frank.getByRole('combobox', { name: 'Altitude' })).toHaveTextContent('1000 m');
    // Frank's balance is −20 €: warned on his own row, Teemu (100 €) is not
    expect(frank.getByText(/Will be in debt/)).toBeInTheDocument();
    expect(row(dialog, 'Teemu Testinen').queryByText(/Will be in debt/)).not.toBeInTheDocument();

    // a third decimal is refused at Veera's field as it is typed, and nothing is sent
    const veeraRent = row(dialog, 'Veera Testinen').getByRole('textbox', { name: 'Gear rent (€)' });
    await userEvent.type(veeraRent, '12,345');
    expect(veeraRent).toHaveAttribute('aria-invalid', 'true');
    expect(row(dialog, 'Veera Testinen').getByText('Invalid amount')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Add 3 jumpers' }));
    expect(await dialog.findByText('1 row needs fixing: see the marked row.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(veeraRent);
    await userEvent.type(veeraRent, '12,5');
    expect(veeraRent).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 3 jumpers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe(`/api/loads/${buildLoad()._id}/jumpers/many`);
    const alone = { type: 'normal', ownGear: false, highOpening: false };
    expect(sent[0]?.body).toEqual({
      jumpers: [
        { memberId: ids.funJumper, altitude: 1000, gearRental: null, ...alone },
        { memberId: ids.video, altitude: 4000, gearRental: 12.5, ...alone },
        { memberId: ids.tandemInstructor, altitude: 4000, gearRental: null, ...alone },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('chooses the first match of each typed name with Enter, the list staying open for the next', async () => {
    const { dialog } = renderDialog(buildLoad());
    await userEvent.click(dialog.getByRole('button', { name: 'Several jumpers' }));
    const picker = dialog.getByRole('combobox', { name: 'Jumpers' });
    await userEvent.type(picker, 'fra{Enter}vee{Enter}');
    expect(picker).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(dialog.getByRole('group', { name: 'Frank Testinen' })).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Veera Testinen' })).toBeInTheDocument();
    expect(dialog.getByText(/^Chosen: 2/)).toHaveTextContent('Chosen: 2 · free slots: 5');
  });

  it('takes the one jumper typed with Enter in the one-jumper picker', async () => {
    const { dialog } = renderDialog(buildLoad());
    const picker = dialog.getByRole('combobox', { name: 'Jumper' });
    await userEvent.type(picker, 'fra{Enter}');
    expect(picker).toHaveValue('Frank Testinen');
    expect(dialog.queryByText('Choose a jumper')).not.toBeInTheDocument();
  });

  it('warns of more jumpers than the plane has slots, and adds them all once confirmed; a row comes off the list', async () => {
    const taken = ['a', 'b', 'c'].map((n, i) =>
      buildJumper({ _id: `j${n}`, memberId: `7a000000-0000-4000-8000-00000000010${i}`, name: n }),
    );
    const { sent, onClose, dialog } = renderDialog(buildLoad({ jumpers: taken }));
    await userEvent.click(dialog.getByRole('button', { name: 'Several jumpers' }));
    await choose(dialog, 'Jumpers', [/Frank/, /Veera/, /Teemu/, /Paula/]);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Paula Testinen from the chosen' }));
    expect(dialog.queryByRole('group', { name: 'Paula Testinen' })).not.toBeInTheDocument();
    // the plane has 5 slots and 3 are taken: a warning (the slots are information only), not a refusal
    const warning = dialog.getByText('The plane has 5 slots; the load would have 6 jumpers.');
    expect(warning.closest('[role="alert"]')).toHaveClass('MuiAlert-colorWarning');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 3 jumpers' }));
    // Save asks first, naming the overbooking
    const confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 anyway?' }));
    expect(confirm.getByTestId('overbooked')).toHaveTextContent('Load 1 is full: 6/5 jumpers.');
    await userEvent.click(confirm.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      jumpers: [{ memberId: ids.funJumper }, { memberId: ids.video }, { memberId: ids.tandemInstructor }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('AddJumperDialog: the plane’s slots are information only', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('warns when one group takes the load over its slots, and Save sends it once confirmed', async () => {
    const taken = ['a', 'b', 'c'].map((n, i) =>
      buildJumper({ _id: `j${n}`, memberId: `7a000000-0000-4000-8000-00000000010${i}`, name: n }),
    );
    const { sent, onClose, dialog } = renderDialog(buildLoad({ jumpers: taken }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tandem' }));
    const pick = async (label: string, name: RegExp) => {
      await userEvent.click(dialog.getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name }));
    };
    await pick('Tandem instructor', /Teemu/);
    await pick('Tandem passenger', /Paula/);
    // 3 on the load and 2 in the tandem: the plane's 5 slots, no warning yet
    expect(dialog.queryByText(/The plane has 5 slots/)).not.toBeInTheDocument();
    await pick('Video flyer (optional)', /Veera/);
    const warning = dialog.getByText('The plane has 5 slots; the load would have 6 jumpers.');
    expect(warning.closest('[role="alert"]')).toHaveClass('MuiAlert-colorWarning');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Add to load 1 anyway?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ memberId: ids.tandemInstructor, videoFlyerId: ids.video });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('AddJumperDialog: the member pickers', { timeout: PAGE_TEST_TIMEOUT }, () => {
  const onThisLoad = buildLoad({
    jumpers: [buildJumper({ _id: 'j1', memberId: ids.funJumper, name: 'Frank Testinen' })],
  });
  const otherLoad = buildLoad({
    _id: secondLoadId,
    number: 2,
    jumpers: [buildJumper({ _id: 'j2', memberId: ids.video, name: 'Veera Testinen' })],
  });

  it('marks and disables who is already on this load, and says who is on another', async () => {
    const { dialog } = renderDialog(onThisLoad, [onThisLoad, otherLoad]);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Jumper' }));
    const frank = await screen.findByRole('option', { name: /Frank/ });
    expect(frank).toHaveTextContent('Already on this load');
    expect(frank).toHaveAttribute('aria-disabled', 'true');
    const veera = screen.getByRole('option', { name: /Veera/ });
    expect(veera).toHaveTextContent('On #2');
    expect(veera).toHaveAttribute('aria-disabled', 'false');
  });

  it('marks them in the several-jumpers picker too, where they cannot be chosen', async () => {
    const { dialog } = renderDialog(onThisLoad, [onThisLoad, otherLoad]);
    await userEvent.click(dialog.getByRole('button', { name: 'Several jumpers' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Jumpers' }));
    const frank = await screen.findByRole('option', { name: /Frank/ });
    expect(frank).toHaveTextContent('Already on this load');
    expect(frank).toHaveAttribute('aria-disabled', 'true');
    // a pointer cannot reach it (pointer-events: none); a click reaching it anyway chooses nothing
    fireEvent.click(frank);
    await userEvent.keyboard('{Escape}');
    expect(dialog.queryByRole('group', { name: 'Frank Testinen' })).not.toBeInTheDocument();
    expect(dialog.getByText('Chosen: 0 · free slots: 4')).toBeInTheDocument();
  });
});

describe('AddJumperDialog: a jumper’s last altitude and gear as defaults', {
  timeout: PAGE_TEST_TIMEOUT,
}, () => {
  const earlier = buildLoad({
    number: 1,
    state: 'landed',
    jumpers: [
      buildJumper({
        _id: 'j1',
        memberId: ids.funJumper,
        name: 'Frank Testinen',
        altitude: 1000,
        gearRental: 10,
      }),
      buildJumper({ _id: 'j2', memberId: ids.video, name: 'Veera Testinen', ownGear: true }),
    ],
  });
  const next = buildLoad({ _id: secondLoadId, number: 2 });

  it('starts a picked fun jumper from their last load of the day', async () => {
    const { sent, dialog } = renderDialog(next, [earlier, next]);
    await choose(dialog, 'Jumper', [/Frank/]);
    expect(dialog.getByRole('combobox', { name: 'Altitude' })).toHaveTextContent('1000 m');
    expect(dialog.getByRole('textbox', { name: 'Gear rent (€)' })).toHaveValue('10.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ memberId: ids.funJumper, altitude: 1000, gearRental: 10 });
  });

  it('gives each row of several jumpers their own, and the usual defaults to who has not jumped', async () => {
    const { sent, dialog } = renderDialog(next, [earlier, next]);
    await userEvent.click(dialog.getByRole('button', { name: 'Several jumpers' }));
    await choose(dialog, 'Jumpers', [/Frank/, /Veera/, /Teemu/]);

    const frank = row(dialog, 'Frank Testinen');
    expect(frank.getByText('Last jump on load 1')).toBeInTheDocument();
    expect(frank.getByRole('combobox', { name: 'Altitude' })).toHaveTextContent('1000 m');
    expect(frank.getByRole('textbox', { name: 'Gear rent (€)' })).toHaveValue('10.00');
    const veera = row(dialog, 'Veera Testinen');
    expect(veera.getByRole('checkbox', { name: 'Own gear' })).toBeChecked();
    expect(veera.getByRole('textbox', { name: 'Gear rent (€)' })).toBeDisabled();
    const teemu = row(dialog, 'Teemu Testinen');
    expect(teemu.queryByText(/Last jump/)).not.toBeInTheDocument();
    expect(teemu.getByRole('combobox', { name: 'Altitude' })).toHaveTextContent('4000 m');
    expect(teemu.getByRole('textbox', { name: 'Gear rent (€)' })).toHaveValue('');

    await userEvent.click(dialog.getByRole('button', { name: 'Add 3 jumpers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      jumpers: [
        expect.objectContaining({ memberId: ids.funJumper, altitude: 1000, ownGear: false, gearRental: 10 }),
        { memberId: ids.video, type: 'normal', altitude: 4000, ownGear: true, highOpening: false },
        expect.objectContaining({ memberId: ids.tandemInstructor, altitude: 4000, gearRental: null }),
      ],
    });
  });

  it('puts the same jumpers as an earlier load on this one, found by a jumper’s name, as they jumped there', async () => {
    const { sent, dialog } = renderDialog(next, [earlier, next]);
    await userEvent.click(dialog.getByRole('button', { name: 'Several jumpers' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Same jumpers as load…' }), 'veera');
    const option = await screen.findByRole('option', { name: /Load 1 · 2 jumpers/ });
    expect(option).toHaveTextContent('Frank Testinen, Veera Testinen');
    await userEvent.keyboard('{Enter}');
    expect(dialog.getByRole('status')).toHaveTextContent('Added 2 jumpers from load 1');
    expect(dialog.getByText('Chosen: 2 · free slots: 5')).toBeInTheDocument();
    expect(row(dialog, 'Frank Testinen').getByRole('combobox', { name: 'Altitude' })).toHaveTextContent(
      '1000 m',
    );
    expect(row(dialog, 'Veera Testinen').getByRole('checkbox', { name: 'Own gear' })).toBeChecked();
    // the field is empty again, and taking the same load twice adds nobody twice
    expect(dialog.getByRole('combobox', { name: 'Same jumpers as load…' })).toHaveValue('');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Same jumpers as load…' }), '1{Enter}');
    expect(dialog.getByRole('status')).toHaveTextContent('Added 0 jumpers from load 1');

    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 jumpers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      jumpers: [
        expect.objectContaining({ memberId: ids.funJumper, altitude: 1000, ownGear: false, gearRental: 10 }),
        { memberId: ids.video, type: 'normal', altitude: 4000, ownGear: true, highOpening: false },
      ],
    });
  });

  it('opens a copy of a load with its fun jumpers chosen, one click to save', async () => {
    const { sent, dialog } = renderDialog(next, [earlier, next], earlier);
    expect(dialog.getByRole('button', { name: 'Several jumpers' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 jumpers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      jumpers: [
        { memberId: ids.funJumper, altitude: 1000 },
        { memberId: ids.video, ownGear: true },
      ],
    });
  });
});
