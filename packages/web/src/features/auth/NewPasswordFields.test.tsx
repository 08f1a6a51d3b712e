import { passwordSchema, withPasswordConfirmation } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithTheme } from '../../test/render';
import { NewPasswordFields } from './NewPasswordFields';

const form = withPasswordConfirmation(
  z.object({ newPassword: passwordSchema, newPasswordConfirmation: z.string() }),
  'newPassword',
  'newPasswordConfirmation',
);
type Form = z.infer<typeof form>;

function PasswordForm({ onSave }: { onSave: (values: Form) => void }) {
  const { control, handleSubmit } = useForm<Form>({
    resolver: zodResolver(form),
    defaultValues: { newPassword: '', newPasswordConfirmation: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <NewPasswordFields
        control={control}
        name="newPassword"
        confirmationName="newPasswordConfirmation"
        label="New password"
      />
      <button type="submit">Change</button>
    </form>
  );
}

const metHints = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent?.replace(' (done)', ''));

describe('NewPasswordFields', () => {
  it('ticks each hint as the password and its confirmation meet it', async () => {
    renderWithTheme(<PasswordForm onSave={vi.fn()} />);
    expect(metHints()).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret');
    expect(metHints()).toEqual(['A lowercase letter']);
    await userEvent.type(screen.getByLabelText(/^New password/), 'S1');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secretS1');
    expect(metHints()).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number or special character',
      'Passwords match',
    ]);
  });

  it('shows and hides both passwords with one button', async () => {
    renderWithTheme(<PasswordForm onSave={vi.fn()} />);
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(confirmation).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirmation).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(confirmation).toHaveAttribute('type', 'password');
  });

  it('refuses a confirmation that differs, at the confirmation', async () => {
    const onSave = vi.fn();
    renderWithTheme(<PasswordForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onSave).toHaveBeenCalledWith(
      { newPassword: 'Secret123', newPasswordConfirmation: 'Secret123' },
      expect.anything(),
    );
  });
});
