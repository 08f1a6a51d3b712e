import type { Load } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import {
  buildJumper,
  buildLoad,
  club,
  ids,
  loadsServer,
  openLoadFields,
  PAGE_TEST_TIMEOUT,
  today,
} from './loadsTestServer';

const otherPlaneId = '0b6d6a0e-51b4-4c5e-8a55-2b2b2b2b2b2b';
const basePlane = club.planes[0];
if (!basePlane) {
  throw new Error('the test club has a plane');
}
// this file's club has a second plane, with a minute price
club.planes.push({
  ...basePlane,
  _id: otherPlaneId,
  registration: 'OH-PPL',
  aircraftModel: 'Pilatus PC-6',
  isDefault: false,
  minutePrice: 12,
});

async function findCard(number = 1) {
  return within(await screen.findByRole('article', { name: `Load ${number}` }));
}

/** The server keeps what was sent, as the real one does. */
const echo =
  (load: Load) =>
  ({ body }: { body: unknown }): Load => {
    Object.assign(load, body);
    return { ...load };
  };

describe('load card plane, ground crew and minute price', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the chosen plane', async () => {
    const { sent } = loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    await userEvent.click(card.getByRole('combobox', { name: 'Plane' }));
    await userEvent.click(await screen.findByRole('option', { name: 'OH-PPL · Pilatus PC-6' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { plane: otherPlaneId } });
    expect(sent[0]?.body).toEqual({ plane: otherPlaneId });
  });

  it('sends ground personnel as members and typed names', async () => {
    const load = buildLoad();
    const { sent } = loadsServer([load], echo(load));
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    const input = card.getByRole('combobox', { name: 'Ground personnel' });
    await userEvent.type(input, 'Fra');
    await userEvent.click(await screen.findByRole('option', { name: 'Frank Testinen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ groundPersonnel: [{ memberId: ids.funJumper, name: 'Frank Testinen' }] });
    expect(await card.findByRole('button', { name: 'Frank Testinen' })).toBeInTheDocument();

    await userEvent.type(input, ' Maija Maakunta {Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({
      groundPersonnel: [
        { memberId: ids.funJumper, name: 'Frank Testinen' },
        { memberId: null, name: 'Maija Maakunta' },
      ],
    });
  });

  it('disables the minute price with a tandem on board, and says why', async () => {
    const tandem = buildLoad({
      plane: { _id: otherPlaneId, registration: 'OH-PPL', aircraftModel: 'Pilatus PC-6', slots: 8 },
      jumpers: [
        buildJumper({
          _id: 't1',
          memberId: ids.tandemInstructor,
          name: 'Teemu Testinen',
          type: 'tandem',
          groupId: 'g',
          groupRole: 'tandemInstructor',
        }),
        buildJumper({
          _id: 't2',
          memberId: ids.passenger,
          name: 'Paula Testinen',
          groupId: 'g',
          groupRole: 'passenger',
        }),
      ],
    });
    loadsServer([tandem]);
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    expect(card.getByRole('switch', { name: 'Minute price' })).toBeDisabled();
    await userEvent.hover(card.getByTestId('minute-pricing'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Minute pricing is not allowed with students or tandems on the load.',
    );
  });

  it('turns the minute price on for fun jumpers on a plane with a minute price, not without one', async () => {
    const onPilatus = buildLoad({
      plane: { _id: otherPlaneId, registration: 'OH-PPL', aircraftModel: 'Pilatus PC-6', slots: 8 },
    });
    const { sent } = loadsServer([onPilatus, buildLoad({ _id: 'cessna', number: 2, plane: null })]);
    renderApp(`/loads/${today()}`);
    const card = await openLoadFields();
    await userEvent.click(card.getByRole('switch', { name: 'Minute price' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ minutePricing: true });
    expect((await openLoadFields(2)).getByRole('switch', { name: 'Minute price' })).toBeDisabled();
  });

  it('lands the chosen loads at once', async () => {
    const { sent } = loadsServer([
      buildLoad({ totalPrice: 92 }),
      buildLoad({ _id: '0c000000-0000-4000-8000-000000000002', number: 2, state: 'flying', totalPrice: 40 }),
      buildLoad({
        _id: '0c000000-0000-4000-8000-000000000003',
        number: 3,
        totalPrice: 10,
        jumpers: [
          buildJumper({
            _id: 'p1',
            memberId: ids.passenger,
            name: 'Paula Testinen',
            groupRole: 'passenger',
            type: 'tandem',
            price: 0,
            tandemPrice: 250,
          }),
        ],
      }),
      buildLoad({ _id: '0c000000-0000-4000-8000-000000000004', number: 4, state: 'landed' }),
    ]);
    renderApp(`/loads/${today()}`);
    await findCard(4);
    await userEvent.click(screen.getByRole('button', { name: 'Land several' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Land several loads' }));
    expect(dialog.getAllByRole('checkbox')).toHaveLength(3);
    expect(dialog.queryByRole('checkbox', { name: /Load 4/ })).not.toBeInTheDocument();
    // a tandem passenger's price is said for information: paid at the desk, not charged
    expect(
      dialog.getByText('Paula Testinen: tandem price 250,00 € (paid at the desk, not from an account)'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Load 3/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Load 2 · Flying.*40,00/ }));
    expect(dialog.getByTestId('land-several-total')).toHaveTextContent('Total: 50,00 €');
    await userEvent.click(dialog.getByRole('button', { name: 'Land 2 loads' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent).toMatchObject([
      {
        method: 'POST',
        path: '/api/loads/land',
        body: { loadIds: ['0c000000-0000-4000-8000-000000000002', '0c000000-0000-4000-8000-000000000003'] },
      },
    ]);
  });
});
