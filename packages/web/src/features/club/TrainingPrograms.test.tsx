import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { clubServer, PAGE_TEST_TIMEOUT, programId } from './clubTestServer';

const slProgram = 'Static line students';

describe('ClubPage: training programs', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists a program’s jumps in order with the instructors they need', async () => {
    clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: slProgram }));
    expect(card.getByText('2 jumps')).toBeInTheDocument();
    const jumps = card.getAllByRole('listitem').map((li) => li.textContent);
    expect(jumps).toEqual([
      'Ensimmäinen nauhahyppyInstructorSL instructor',
      'Toinen nauhahyppyInstructorSL instructor',
    ]);
  });

  it('deletes a program only once its type name is typed', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const card = within(await screen.findByRole('article', { name: slProgram }));
    await userEvent.click(card.getByRole('button', { name: `Delete ${slProgram}` }));

    const dialog = within(
      await screen.findByRole('dialog', { name: `Delete the training program ${slProgram}?` }),
    );
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveClass('MuiButton-colorError');

    const typed = dialog.getByRole('textbox', { name: 'Type student-sl to confirm' });
    await userEvent.type(typed, 'student-s{Enter}');
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, 'x');
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, '{Backspace}l');
    expect(confirm).toBeEnabled();
    expect(sent).toEqual([]);

    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('article', { name: slProgram })).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.path])).toEqual([
      ['DELETE', `/api/club/training-program/${programId}`],
    ]);
  });

  it('adds a program for the free student type, its jumps reordered', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const programs = within(await screen.findByRole('region', { name: 'Training programs' }));
    await userEvent.click(programs.getByRole('button', { name: 'Add program' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a training program' }));
    // the SL students have a program already
    expect(dialog.getByRole('radio', { name: 'AFF students' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: slProgram })).toBeDisabled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name of the jump' }), 'AFF 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add jump' }));
    const names = dialog.getAllByRole('textbox', { name: 'Name of the jump' });
    await userEvent.type(names[1] as HTMLElement, 'AFF 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Move jump 2 up' }));
    await userEvent.click(dialog.getAllByRole('checkbox', { name: 'Instructor' })[1] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', '/api/club/training-program']]);
    expect(sent[0]?.body).toEqual({
      forStudentType: 'student-aff',
      jumps: [
        { name: 'AFF 1', requiresInstructor: false, requiresSlInstructor: false },
        { name: 'AFF 2', requiresInstructor: false, requiresSlInstructor: false },
      ],
    });
    expect(await screen.findByRole('article', { name: 'AFF students' })).toBeInTheDocument();
  });
});
