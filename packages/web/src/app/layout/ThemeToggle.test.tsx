import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('starts from the stored mode and saves the new one', async () => {
    localStorage.setItem('theme', 'dark');
    renderWithTheme(<ThemeToggle />);
    expect(document.documentElement.dataset.themeMode).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Toggle dark theme' }));
    expect(document.documentElement.dataset.themeMode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('follows the system preference when nothing is stored', () => {
    renderWithTheme(<ThemeToggle />);
    expect(document.documentElement.dataset.themeMode).toBe('light');
    expect(screen.getByRole('button', { name: 'Toggle dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
