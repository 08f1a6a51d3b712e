import type { Member } from '@dz/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { buildMember, calledUrls, sessionRoutes, testMembers } from './members.fixtures';

// the data grid pages are slow to render the first time on a busy two-core machine
configure({ asyncUtilTimeout: 10_000 });
// load the page (and its data grid) once, before the first test's clock starts
beforeAll(async () => {
  await import('./MembersPage');
}, 60_000);

function adminSaving(reply?: MockReply) {
  const sent: MockRequest[] = [];
  const save = (request: MockRequest): MockReply => {
    sent.push(request);
    return reply ?? { status: 201, body: buildMember({ ...(request.body as Partial<Member>), _id: 'new' }) };
  };
  const fetchMock = mockFetch({
    ...sessionRoutes(),
    'GET /api/member': { status: 200, body: testMembers },
    'POST /api/member': save,
    'PUT /api/member': save,
  });
  return { fetchMock, sent };
}

/** Types a value at once (a paste): the member form validates every field at each key press. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function openNewMember() {
  await userEvent.click(await screen.findByRole('button', { name: 'New member' }));
  return screen.findByRole('dialog', { name: 'New member' });
}

describe('MemberDialog', { timeout: 30_000 }, () => {
  it('keeps Save disabled until the names are valid, and says why', async () => {
    adminSaving();
    renderApp('/members');
    const dialog = await openNewMember();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna1');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Virtanen');
    expect(await within(dialog).findByText('No special characters')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'First name' }));
    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await waitFor(() => expect(save).toBeEnabled());

    await fill(within(dialog).getByRole('textbox', { name: 'Phone' }), 'abc');
    expect(await within(dialog).findByText('Only numbers and + -')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('sends numbers as numbers, empty numbers as null, and the invite choice', async () => {
    const { sent, fetchMock } = adminSaving();
    renderApp('/members');
    const dialog = await openNewMember();
    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Virtanen');
    await fill(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'Ansku');
    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    // own weight 72 kg gives the exit weight 85 kg
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Own weight (kg)' }), '72');
    expect(within(dialog).getByRole('textbox', { name: 'Exit weight (kg)' })).toHaveValue('85');
    await fill(within(dialog).getByRole('textbox', { name: 'Total jumps' }), '120');
    fireEvent.change(within(dialog).getByLabelText('End of student training'), {
      target: { value: '2026-09-30' },
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pilot' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Club member' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Send an invitation by email' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual(
      expect.objectContaining({
        firstName: 'Anna',
        lastName: 'Virtanen',
        nickname: 'Ansku',
        email: 'anna@example.com',
        role: 'jumper',
        license: '',
        exitWeight: 85,
        tandemExitWeight: null,
        pilotExitWeight: null,
        totalJumps: 120,
        isPilot: true,
        isClubMember: true,
        isCoach: false,
        endOfStudentTraining: '2026-09-30',
        note: '',
      }),
    );
    expect(sent[0]?.body).not.toHaveProperty('_id');
    expect(calledUrls(fetchMock, 'POST')).toContain('/api/member?sendInvite=true');
    expect(await screen.findByText("Anna Virtanen 'Ansku' added")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New member' })).toBeNull());
  });

  it('starts a new jumper with own gear, follows the role to a student without it, and keeps a choice made by hand', async () => {
    const { sent } = adminSaving();
    renderApp('/members');
    const dialog = await openNewMember();
    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Oona');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Oppilas');
    const ownGear = within(dialog).getByRole('checkbox', { name: 'Own gear' });
    expect(ownGear).toBeChecked();
    expect(ownGear).toHaveAccessibleDescription(
      'The default on loads: a jumper with own gear pays no gear rent.',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'AFF student' }));
    await waitFor(() => expect(ownGear).not.toBeChecked());
    // set by hand, it no longer follows the role
    await userEvent.click(ownGear);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tandem student' }));
    expect(ownGear).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ role: 'student-tandem', ownGear: true });
  });

  it('reads a weight typed with a decimal comma as kilograms and tenths, and refuses a second decimal', async () => {
    const { sent } = adminSaving();
    renderApp('/members');
    const dialog = await openNewMember();
    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Virtanen');
    const exitWeight = within(dialog).getByRole('textbox', { name: 'Exit weight (kg)' });
    await fill(exitWeight, '80,55');
    expect(await within(dialog).findByText('Too many decimals (max 1)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // what was typed stays in the field to be corrected
    expect(exitWeight).toHaveValue('80,55');

    await userEvent.clear(exitWeight);
    await fill(exitWeight, '80,5');
    await fill(within(dialog).getByRole('textbox', { name: 'Pilot exit weight (kg)' }), '92.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual(expect.objectContaining({ exitWeight: 80.5, pilotExitWeight: 92.5 }));
  });

  it('suggests the exit weight from an own weight typed with a decimal comma', async () => {
    adminSaving();
    renderApp('/members');
    const dialog = await openNewMember();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Own weight (kg)' }), '70,3');
    expect(within(dialog).getByRole('textbox', { name: 'Exit weight (kg)' })).toHaveValue('83.3');
  });

  it('edits a member with PUT and its _id, from the member details', async () => {
    const { sent } = adminSaving({ status: 200, body: testMembers[1] });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('gridcell', { name: 'Liisa Laine' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Liisa Laine' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tandem exit weight (kg)' }), '101');
    await userEvent.click(save);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.body).toEqual(
      expect.objectContaining({ _id: testMembers[1]?._id, role: 'student-aff', tandemExitWeight: 101 }),
    );
  });

  it('shows the server’s validation message at its field and stays open', async () => {
    adminSaving({
      status: 400,
      body: {
        message: 'Some fields are invalid',
        locale: 'error.invalidFields',
        validationMessage: ['email: Invalid email'],
      },
    });
    renderApp('/members');
    const dialog = await openNewMember();
    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Virtanen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the structured lines in the UI language, also a message of the server’s own', async () => {
    adminSaving({
      status: 400,
      body: {
        message: 'Some fields are invalid',
        locale: 'error.invalidFields',
        validationMessage: ['phone: Invalid input: expected string, received number'],
        validationErrors: [{ field: 'phone', fieldLocale: 'fields.phone', locale: 'validation.invalid' }],
      },
    });
    renderApp('/members');
    const dialog = await openNewMember();
    await fill(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await fill(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Virtanen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Invalid value')).toBeInTheDocument();
    expect(within(dialog).queryByText(/expected string/)).toBeNull();
  });
});
