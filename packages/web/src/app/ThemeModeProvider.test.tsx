import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { ThemeModeProvider } from './ThemeModeProvider';

function Widgets() {
  return (
    <ThemeModeProvider>
      <Autocomplete
        options={['Käteinen']}
        value="Käteinen"
        renderInput={(params) => <TextField {...params} label="Method" />}
      />
      <Alert onClose={() => undefined}>Saved</Alert>
    </ThemeModeProvider>
  );
}

describe('MUI’s own widget texts', () => {
  it('follow the UI language: no English "Open" or "Close" in the Finnish UI', async () => {
    render(<Widgets />);
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(() => changeLanguage('fi'));
    expect(screen.getByRole('button', { name: 'Avaa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });
});
