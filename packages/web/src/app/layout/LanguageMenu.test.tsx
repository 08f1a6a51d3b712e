import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import i18n from '../i18n';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('switches to Finnish and back, and remembers the choice', async () => {
    renderWithTheme(<LanguageMenu />);

    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Suomi' }));

    expect(i18n.language).toBe('fi');
    expect(localStorage.getItem('language')).toBe('fi');
    expect(document.documentElement.lang).toBe('fi');
    await userEvent.click(screen.getByRole('button', { name: 'Kieli' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
  });
});
