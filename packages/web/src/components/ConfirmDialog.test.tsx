import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('shows the title, body and the default Ok and Cancel buttons', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <ConfirmDialog open title="Delete plane" onConfirm={onConfirm} onClose={onClose}>
        This cannot be undone.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete plane' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes its own labels and a red confirm button', () => {
    renderWithTheme(
      <ConfirmDialog
        open
        title="Remove user"
        confirmLabel="Remove"
        cancelLabel="Keep"
        danger
        onClose={vi.fn()}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('can disable the confirm button, or hide it or the cancel button', () => {
    const { rerender } = renderWithTheme(
      <ConfirmDialog open title="Title" confirmDisabled onClose={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();

    rerender(<ConfirmDialog open title="Title" hideCancel onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeEnabled();

    rerender(<ConfirmDialog open title="Title" hideConfirm onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and blocks both buttons and Escape', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ConfirmDialog open title="Saving" loading onClose={onClose} onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Ok/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ConfirmDialog open title="Title" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter when it is a form', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <ConfirmDialog open title="Amount" submitOnEnter onConfirm={onConfirm} onClose={vi.fn()}>
        <input aria-label="Amount" />
      </ConfirmDialog>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
