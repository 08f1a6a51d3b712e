import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { buildJumper, buildLoad, ids } from '../loadsTestServer';
import { PrintLoadSheet } from './PrintLoadsButton';

describe('the print sheet’s weights', () => {
  it('writes per row the weight the total counts (a tandem’s tandem weight) and the pilot’s, which add up to it', () => {
    const load = buildLoad({
      pilot: { _id: 'pilot', name: 'Pirkko Pilotti' },
      jumpers: [
        buildJumper({
          _id: 't1',
          memberId: ids.tandemInstructor,
          name: 'Teemu Testinen',
          groupId: 'g',
          groupRole: 'tandemInstructor',
          type: 'tandem',
          exitWeight: 95,
          tandemExitWeight: 110,
        }),
        buildJumper({
          _id: 't2',
          memberId: ids.passenger,
          name: 'Paula Testinen',
          groupId: 'g',
          groupRole: 'passenger',
          type: 'tandem',
          exitWeight: 70,
          tandemExitWeight: 72,
        }),
      ],
      weight: { total: 85 + 110 + 72, available: 600 - 267, level: 'ok' },
    });
    renderWithTheme(<PrintLoadSheet loads={[load]} size="A4" clubName="" />);
    const sheet = screen.getByTestId('print-sheet');
    const rows = within(sheet).getAllByRole('row', { hidden: true });
    expect(rows[1]).toHaveTextContent('110 kg');
    expect(rows[2]).toHaveTextContent('72 kg');
    expect(within(sheet).getByTestId('print-pilot-weight')).toHaveTextContent('Pirkko PilottiPilot85 kg');
    expect(within(sheet).getByTestId('print-total-weight')).toHaveTextContent('267 kg');
  });
});
