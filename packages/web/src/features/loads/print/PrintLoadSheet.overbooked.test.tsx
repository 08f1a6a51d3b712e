import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { renderWithTheme } from '../../../test/render';
import { buildJumper, buildLoad } from '../loadsTestServer';
import { PrintLoadSheet } from './PrintLoadsButton';

const jumpers = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    buildJumper({ _id: `o-${i}`, memberId: `7a000000-0000-4000-8000-00000000030${i}`, name: `Jumper ${i}` }),
  );

describe('the print sheet of an overbooked load', () => {
  it('marks a load with more jumpers than its plane’s slots, not one just full', () => {
    const over = buildLoad({ jumpers: jumpers(6) });
    const full = buildLoad({ _id: 'full-2', number: 2, jumpers: jumpers(5) });
    renderWithTheme(<PrintLoadSheet loads={[over, full]} size="A4" clubName="" />);
    const sheet = screen.getByTestId('print-sheet');
    const [first, second] = within(sheet).getAllByRole('region', { hidden: true });
    expect(within(first as HTMLElement).getByTestId('print-overbooked')).toHaveTextContent(
      '⚠ 6/5 – overbooked',
    );
    expect(within(second as HTMLElement).queryByTestId('print-overbooked')).not.toBeInTheDocument();
  });

  it('marks it in Finnish', async () => {
    await i18n.changeLanguage('fi');
    renderWithTheme(<PrintLoadSheet loads={[buildLoad({ jumpers: jumpers(6) })]} size="A4" clubName="" />);
    expect(screen.getByTestId('print-overbooked')).toHaveTextContent('⚠ 6/5 – ylibuukattu');
  });
});
