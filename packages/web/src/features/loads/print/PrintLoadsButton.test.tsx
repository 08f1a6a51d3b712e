import type { Load, LoadJumper } from '@dz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAdmin } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { loadAsSeenBy } from '../loadsTestServer';
import { PrintLoadSheet, PrintLoadsButton } from './PrintLoadsButton';

function jumper(overrides: Partial<LoadJumper>): LoadJumper {
  return {
    _id: 'j1',
    memberId: 'm1',
    name: 'Maija Hyppääjä',
    type: 'normal',
    altitude: 4000,
    groupId: 'g1',
    groupRole: 'single',
    trainingJump: null,
    price: 30,
    tandemPrice: null,
    priceOverride: null,
    gearRental: null,
    ownGear: true,
    highOpening: false,
    didNotJump: false,
    exitWeight: 93,
    balance: 100,
    ...overrides,
  };
}

const load: Load = loadAsSeenBy(buildAdmin(), {
  _id: 'l1',
  number: 4,
  date: '2026-06-01',
  state: 'open',
  plane: { _id: 'p1', registration: 'OH-DZF', aircraftModel: 'Cessna 206', slots: 5 },
  pilot: { _id: 'm9', name: 'Pekka Pilotti' },
  jumpLeader: { _id: 'm8', name: 'Jussi Johtaja' },
  estimatedTakeoff: '12:30',
  takeoff: null,
  land: null,
  flightTime: null,
  flightMinutes: null,
  notes: '',
  comment: '',
  refuelAfter: false,
  groundPersonnel: [],
  minutePricing: false,
  jumpers: [
    jumper({}),
    jumper({ _id: 'j2', name: 'Kalle Korkea', altitude: 3000, highOpening: true, exitWeight: 88 }),
    jumper({ _id: 'j3', name: 'Ville Vetäytyi', didNotJump: true }),
  ],
  slotsLeft: 3,
  weight: { total: 356, available: 124, level: 'ok' },
  totalPrice: 90,
  created: '2026-06-01T08:00:00Z',
  landedAt: null,
  call: null,
});

describe('PrintLoadSheet', () => {
  it('lists the jumpers with weights, high opening and did-not-jump struck', () => {
    renderWithTheme(<PrintLoadSheet loads={[load]} size="A5" clubName="Skydive Utti" />);
    // the sheet is hidden on screen (print CSS), so role queries include hidden elements
    const sheet = screen.getByTestId('print-sheet');
    expect(within(sheet).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
      'Load 4 · Skydive Utti · Monday 1.6.2026',
    );
    expect(sheet).toHaveTextContent('OH-DZF (Cessna 206)');
    expect(sheet).toHaveTextContent('Pekka Pilotti');
    expect(sheet).toHaveTextContent('Jussi Johtaja');
    const rows = within(sheet).getAllByRole('row', { hidden: true });
    expect(rows[1]).toHaveTextContent('1Maija HyppääjäSport4000 m93 kg');
    expect(within(rows[2] as HTMLElement).getByTestId('high-opening')).toHaveTextContent('✓');
    expect(rows[3]).toHaveAttribute('data-did-not-jump', 'true');
    expect(within(rows[3] as HTMLElement).getByText('Ville Vetäytyi').tagName).toBe('S');
    expect(screen.getByTestId('print-total-weight')).toHaveTextContent('356 kg');
    expect(screen.getByTestId('print-fuel-available')).toHaveTextContent('124 kg');
    expect(screen.getByTestId('print-style').textContent).toContain('@page { size: A5;');
  });

  it('says a tandem passenger’s tandem price, paid at the desk', () => {
    const tandem = {
      ...load,
      jumpers: [jumper({ groupRole: 'passenger', type: 'tandem', price: 0, tandemPrice: 250 })],
    };
    renderWithTheme(<PrintLoadSheet loads={[tandem]} size="A4" clubName="Skydive Utti" />);
    expect(screen.getByTestId('print-sheet')).toHaveTextContent(
      'Tandem price 250,00 € (paid at the desk, not from an account)',
    );
  });
});

describe('PrintLoadSheet of an overweight load', () => {
  const plane = {
    _id: 'p1',
    aircraftModel: 'Cessna 206',
    registration: 'OH-DZF',
    icaoCode: '',
    slots: 5,
    weightAvailable: 600,
    weightWarningThreshold: 150,
    weightDangerThreshold: 100,
    isDefault: true,
    minutePrice: null,
    roundUpMinutePrice: false,
    jumpLines: [],
  };
  const heavy: Load = { ...load, weight: { total: 545.5, available: 54.5, level: 'danger' } };

  it('says on paper how much too heavy it is, for the pilot', () => {
    renderWithTheme(
      <PrintLoadSheet loads={[heavy, load]} size="A4" clubName="Skydive Utti" planes={[plane]} />,
    );
    const warnings = screen.getAllByTestId('print-overweight');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toHaveTextContent(
      '⚠ TOO HEAVY – The load is 45,5 kg too heavy: weight 545,5 kg, 54,5 kg left for fuel.',
    );
    expect(screen.getAllByTestId('print-total-weight')[0]).toHaveTextContent('545,5 kg');
  });

  it('still warns, without the excess, when the plane is not known', () => {
    renderWithTheme(<PrintLoadSheet loads={[heavy]} size="A4" clubName="Skydive Utti" />);
    expect(screen.getByTestId('print-overweight')).toHaveTextContent(
      '⚠ TOO HEAVY – The load is too heavy: weight 545,5 kg, 54,5 kg left for fuel.',
    );
  });

  it('has no warning for a load within its weights', () => {
    renderWithTheme(<PrintLoadSheet loads={[load]} size="A4" clubName="Skydive Utti" planes={[plane]} />);
    expect(screen.queryByTestId('print-overweight')).not.toBeInTheDocument();
  });
});

describe('PrintLoadsButton', () => {
  it.each([
    ['A4', 'A4'],
    ['A5', 'A5'],
    ['Auto size', 'auto'],
  ])('prints on %s paper from a portal', async (item, size) => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { container } = renderWithTheme(<PrintLoadsButton loads={[load]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print load sheet' }));
    await userEvent.click(screen.getByRole('menuitem', { name: item }));

    const sheet = await screen.findByTestId('print-sheet');
    expect(container).not.toContainElement(sheet);
    expect(sheet.parentElement).toBe(document.body);
    expect(screen.getByTestId('print-style').textContent).toContain(`@page { size: ${size};`);
    expect(print).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('afterprint'));
    await vi.waitFor(() => expect(screen.queryByTestId('print-sheet')).not.toBeInTheDocument());
  });
});
