import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneWidth } from '../test/phoneWidth';
import { renderWithTheme } from '../test/render';
import { FormDialog } from './FormDialog';

const paperOf = (dialog: HTMLElement) => dialog.closest('.MuiDialog-paper') ?? dialog;

describe('FormDialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is named by its title and saves with Save', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <FormDialog title="Add plane" onSubmit={onSubmit} onClose={vi.fn()}>
        <input aria-label="Registration" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add plane' });
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Add plane' }).id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits the form with Enter in a field', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <FormDialog title="Waiver link" onSubmit={onSubmit} onClose={vi.fn()}>
        <input aria-label="Title" />
      </FormDialog>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Rules{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('fills a phone’s screen, and not a desktop’s', () => {
    const { unmount } = renderWithTheme(<FormDialog title="Desktop" onClose={vi.fn()} />);
    expect(paperOf(screen.getByRole('dialog'))).not.toHaveClass('MuiDialog-paperFullScreen');
    unmount();

    phoneWidth();
    renderWithTheme(<FormDialog title="Phone" onClose={vi.fn()} />);
    expect(paperOf(screen.getByRole('dialog', { name: 'Phone' }))).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('stays a small dialog on a phone when it is not to fill the screen', () => {
    phoneWidth();
    renderWithTheme(<FormDialog title="Sure?" fullScreenOnPhone={false} maxWidth={520} onClose={vi.fn()} />);
    expect(paperOf(screen.getByRole('dialog', { name: 'Sure?' }))).not.toHaveClass(
      'MuiDialog-paperFullScreen',
    );
  });

  it('while submitting: a spinner, Save and Cancel disabled, Escape and Enter do nothing', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <FormDialog title="Saving" submitting onSubmit={onSubmit} onClose={onClose}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Saving' }));
    expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /Save/ })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with Escape, without saving', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(<FormDialog title="Edit" onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not save while Save is disabled, also not with Enter', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <FormDialog title="Edit" submitDisabled submitLabel="Add" onSubmit={onSubmit} onClose={vi.fn()}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
