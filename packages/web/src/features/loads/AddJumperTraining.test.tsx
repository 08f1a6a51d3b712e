import type { Club, Member } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import {
  buildLoad,
  buildMember,
  club,
  loadsServer,
  members,
  PAGE_TEST_TIMEOUT,
  today,
} from './loadsTestServer';

const aff = (n: number) => ({
  _id: `aff${n}`,
  name: `AFF ${n}`,
  requiresInstructor: true,
  requiresSlInstructor: false,
});
const trainingClub: Club = {
  ...club,
  trainingPrograms: [{ _id: 'p-aff', forStudentType: 'student-aff', jumps: [aff(1), aff(2), aff(3)] }],
};

const studentIds = {
  instructor: '7b000000-0000-4000-8000-000000000001',
  second: '7b000000-0000-4000-8000-000000000002',
  fresh: '7b000000-0000-4000-8000-000000000003',
  done: '7b000000-0000-4000-8000-000000000004',
};
/** The member list with an AFF instructor and three students: one after AFF 1, a new one, one finished. */
const withStudents: Member[] = [
  ...members,
  buildMember({ _id: studentIds.instructor, firstName: 'Irma', isAFFInstructor: true }),
  buildMember({
    _id: studentIds.second,
    firstName: 'Sami',
    role: 'student-aff',
    lastTrainingJump: { _id: 'aff1', name: 'AFF 1' },
  }),
  buildMember({ _id: studentIds.fresh, firstName: 'Uuno', role: 'student-aff', lastTrainingJump: null }),
  buildMember({
    _id: studentIds.done,
    firstName: 'Valmis',
    role: 'student-aff',
    lastTrainingJump: { _id: 'aff3', name: 'AFF 3' },
  }),
];

async function pick(dialog: ReturnType<typeof within>, label: string, option: RegExp) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the student group’s next training jump (issue 27)', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('preselects each picked student’s next jump of the program, and the student may choose another', async () => {
    const { sent } = loadsServer(
      [buildLoad()],
      undefined,
      { 'GET /api/club': () => ({ body: trainingClub }) },
      withStudents,
    );
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Add jumper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add jumpers to load 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Student group' }));
    await pick(dialog, 'Instructor', /Irma/);

    // after AFF 1: AFF 2
    await pick(dialog, 'Student 1', /Sami/);
    const jump = () => dialog.getAllByRole('combobox', { name: 'Training jump' })[0] as HTMLElement;
    expect(jump()).toHaveTextContent('AFF 2');
    expect(dialog.getByText('Next training jump of the program')).toBeInTheDocument();

    // another student: their own next one, the program's first for one with none
    await pick(dialog, 'Student 1', /Uuno/);
    expect(jump()).toHaveTextContent('AFF 1');

    // a student who has done the whole program: none, and said so
    await pick(dialog, 'Student 1', /Valmis/);
    expect(jump()).not.toHaveTextContent(/AFF/);
    expect(dialog.getByText('All jumps of the training program done')).toBeInTheDocument();

    // the suggestion is only a start: another jump may be chosen
    await pick(dialog, 'Student 1', /Sami/);
    await userEvent.click(jump());
    await userEvent.click(await screen.findByRole('option', { name: 'AFF 3' }));
    expect(jump()).toHaveTextContent('AFF 3');
    expect(dialog.queryByText('Next training jump of the program')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      memberId: studentIds.instructor,
      students: [{ memberId: studentIds.second, trainingJump: 'aff3' }],
    });
  });
});
