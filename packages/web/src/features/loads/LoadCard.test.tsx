import type { Load } from '@dz/shared';
import Button from '@mui/material/Button';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { renderApp, renderWithTheme } from '../../test/render';
import { buildJumper, buildLoad, ids, loadsServer, PAGE_TEST_TIMEOUT, today } from './loadsTestServer';

const landed = (number: number, overrides: Partial<Load> = {}) =>
  buildLoad({
    _id: `landed-${number}`,
    number,
    state: 'landed',
    takeoff: '10:35',
    land: '10:55',
    flightMinutes: 20,
    jumpers: [buildJumper({ _id: `j${number}`, memberId: ids.funJumper, name: 'Frank Testinen' })],
    totalPrice: 53.5,
    ...overrides,
  });

const cardNames = () =>
  screen.getAllByRole('article').map((a) => within(a).getAllByText(/^Load \d+$/)[0]?.textContent);

describe('the compact load card', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('folds a landed load to one line and opens it with the mouse or the keyboard', async () => {
    loadsServer([landed(1)]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    const toggle = card.getByRole('button', { name: /Load 1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.getByTestId('load-summary')).toHaveTextContent('10:35–10:55 · 1/5 · 53,50 € · OH-CDZ');
    expect(card.getByText('Landed')).toBeInTheDocument();
    expect(card.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByRole('table', { name: 'Jumpers of load 1' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    // an admin follows the load into the audit trail
    expect(card.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/audit?loadId=landed-1');

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts the loads in take-off order (an overdue one first), the landed ones last, and number order when told', async () => {
    loadsServer([
      landed(1),
      landed(2),
      buildLoad({ _id: 'flying-3', number: 3, state: 'flying', estimatedTakeoff: '10:00', takeoff: '10:12' }),
      buildLoad({ _id: 'open-4', number: 4, estimatedTakeoff: '10:05' }),
      buildLoad({ _id: 'open-5', number: 5, estimatedTakeoff: '10:30' }),
    ]);
    renderApp(`/loads/${today()}`);
    // the cards are built a few at a time: all five are there a moment later
    await waitFor(() => expect(cardNames()).toEqual(['Load 4', 'Load 3', 'Load 5', 'Load 1', 'Load 2']));

    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    const setting = await screen.findByRole('menuitemcheckbox', { name: 'In take-off order, landed last' });
    expect(setting).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(setting);
    expect(JSON.parse(localStorage.getItem('loadsView') ?? '{}')).toMatchObject({ nextOpenFirst: false });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cardNames()).toEqual(['Load 1', 'Load 2', 'Load 3', 'Load 4', 'Load 5']));
  });

  it('shows the slots used of the plane’s slots and those left, and an overbooked load in red', async () => {
    const jumpers = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        buildJumper({ _id: `r${n}-${i}`, memberId: `m${i}`, name: `Jumper ${i}` }),
      );
    loadsServer([
      buildLoad({ jumpers: jumpers(3) }),
      buildLoad({ _id: 'full', number: 2, jumpers: jumpers(6) }),
      buildLoad({ _id: 'noSlots', number: 3, plane: null, jumpers: jumpers(2) }),
    ]);
    renderApp(`/loads/${today()}`);
    const one = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(one.getByTestId('load-slots')).toHaveTextContent('Slots 3/5 · 2 free');
    const two = within(screen.getByRole('article', { name: 'Load 2' }));
    expect(two.getByTestId('load-slots')).toHaveTextContent('Slots 6/5 · 1 too many');
    expect(two.getByTestId('load-slots')).toHaveStyle({ fontWeight: 700 });
    const three = within(screen.getByRole('article', { name: 'Load 3' }));
    expect(three.getByTestId('load-slots')).toHaveTextContent('2 jumpers');
  });

  it('counts down the call to the estimated takeoff of an open load', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-06T09:48:00Z') }); // 12:48 in Helsinki
    loadsServer([
      buildLoad({ date: '2026-06-06', estimatedTakeoff: '13:00' }),
      buildLoad({ _id: 'late', number: 2, date: '2026-06-06', estimatedTakeoff: '12:40' }),
      buildLoad({ _id: 'later', number: 3, date: '2026-06-06', estimatedTakeoff: '15:23' }),
    ]);
    renderApp('/loads/2026-06-06');
    const one = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(one.getByTestId('load-call')).toHaveTextContent('Takeoff in 12 min');
    const two = within(screen.getByRole('article', { name: 'Load 2' }));
    expect(two.getByTestId('load-call')).toHaveTextContent('8 min late');
    const three = within(screen.getByRole('article', { name: 'Load 3' }));
    expect(three.getByTestId('load-call')).toHaveTextContent('Takeoff in 2 h 35 min');
  });
});

describe('the weight on the rows', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows a tandem pair’s tandem weights, which with the pilot add up to the total, in Finnish decimals', async () => {
    loadsServer([
      buildLoad({
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
            tandemExitWeight: null,
          }),
          buildJumper({ _id: 'f', memberId: ids.funJumper, name: 'Frank Testinen', exitWeight: 80.5 }),
        ],
        weight: { total: 85 + 110 + 70 + 80.5, available: 600 - 345.5, level: 'ok' },
      }),
    ]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    const weights = card.getAllByTestId('jumper-weight').map((cell) => cell.textContent);
    expect(weights).toEqual(['110tandem', '70', '80,5']);
    expect(card.getByTitle("Tandem exit weight: the load's weight counts it")).toBeInTheDocument();
    expect(card.getByTestId('load-weight')).toHaveTextContent('Weight: 345,5 kg (pilot 85 kg)');
  });
});

describe('moving a jumper to another load', { timeout: PAGE_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  const frank = buildJumper({ _id: 'frank', memberId: ids.funJumper, name: 'Frank Testinen' });
  const from = buildLoad({ jumpers: [frank] });
  const to = buildLoad({ _id: 'to-load', number: 2 });
  const movePath = `/api/loads/${from._id}/jumpers/${frank._id}/move`;
  const moved = () => [
    { ...from, jumpers: [] },
    { ...to, jumpers: [frank] },
  ];
  const moveServer = () =>
    loadsServer([from, to, landed(3)], undefined, {
      [`POST ${movePath}`]: () => ({ body: { loads: moved() }, loads: [...moved(), landed(3)] }),
    });

  it('offers the other open loads in the row’s menu and moves the jumper’s group there', async () => {
    const { sent } = moveServer();
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Move Frank Testinen' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    // not the landed load 3, not its own load
    expect(items).toEqual(['Move to load 2']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to load 2' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: movePath, body: { toLoad: to._id } });
    const target = within(screen.getByRole('article', { name: 'Load 2' }));
    expect(await target.findByText('Frank Testinen')).toBeInTheDocument();
    expect(card.queryByText('Frank Testinen')).not.toBeInTheDocument();
    // the row went with its button: the focus is on the card's heading
    await waitFor(() => expect(card.getByRole('heading', { name: 'Load 1' })).toHaveFocus());
  });

  // load 2 full: its plane's 5 slots taken, 450 kg of the 600 kg available (100 kg the danger threshold)
  const five = Array.from({ length: 5 }, (_, i) =>
    buildJumper({
      _id: `five-${i}`,
      memberId: `7a000000-0000-4000-8000-00000000010${i}`,
      name: `Jumper ${i}`,
    }),
  );
  const full = { ...to, jumpers: five, weight: { total: 450, available: 150, level: 'warning' as const } };
  const fullServer = () =>
    loadsServer([from, buildLoad(full)], undefined, {
      [`POST ${movePath}`]: () => ({ body: { loads: moved() } }),
    });

  it('asks before moving into a full load, naming the overbooking and the weight; Cancel sends nothing', async () => {
    const { sent } = fullServer();
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Move Frank Testinen' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to load 2' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Move to load 2 anyway?' }));
    expect(dialog.getByTestId('overbooked')).toHaveTextContent('Load 2 is full: 6/5 jumpers.');
    // Frank's 80 kg leaves 70 kg for fuel, 30 kg under the danger threshold
    expect(dialog.getByTestId('overweight')).toHaveTextContent(
      'Load 2: The load is 30 kg too heavy: weight 530 kg, 70 kg left for fuel.',
    );
    expect(dialog.getByText('Moving: Frank Testinen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(card.getByRole('button', { name: 'Move Frank Testinen' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to load 2' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Move to load 2 anyway?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: movePath, body: { toLoad: to._id } });
  });

  it('asks in Finnish before moving into a full load', async () => {
    await i18n.changeLanguage('fi');
    const { sent } = fullServer();
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Nousu 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Siirrä: Frank Testinen' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Siirrä nousuun 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Siirretäänkö nousuun 2 silti?' }));
    expect(dialog.getByTestId('overbooked')).toHaveTextContent('Nousu 2 on täynnä: 6/5 hyppääjää.');
    expect(dialog.getByTestId('overweight')).toHaveTextContent('Nousu 2: Kuorma on 30 kg liian painava');
    await userEvent.click(dialog.getByRole('button', { name: 'Siirrä silti' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('moves a row dropped on another open load’s card', async () => {
    const { sent } = moveServer();
    renderApp(`/loads/${today()}`);
    const source = await screen.findByRole('article', { name: 'Load 1' });
    const target = screen.getByRole('article', { name: 'Load 2' });
    // jsdom lays nothing out: load 1 above load 2, 400 px each
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = target.contains(this) ? 500 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 300,
        bottom: top + 400,
        width: 300,
        height: 400,
        toJSON: () => ({}),
      };
    });
    const row = within(source).getByText('Frank Testinen').closest('tr') as HTMLElement;
    const step = async () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    fireEvent.pointerDown(row, { isPrimary: true, button: 0, clientX: 20, clientY: 100 });
    await step();
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 20, clientY: 140 });
    await step();
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 20, clientY: 650 });
    await step();
    expect(target).toHaveAttribute('data-drop-target', 'true');
    fireEvent.pointerUp(document, { isPrimary: true, clientX: 20, clientY: 650 });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: movePath, body: { toLoad: to._id } });
  });
});

describe('an overbooked load', { timeout: PAGE_TEST_TIMEOUT }, () => {
  const jumpers = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      buildJumper({
        _id: `o-${i}`,
        memberId: `7a000000-0000-4000-8000-00000000020${i}`,
        name: `Jumper ${i}`,
      }),
    );

  it('is marked on its card, open or landed; a load just full is not', async () => {
    loadsServer([
      buildLoad({ jumpers: jumpers(6) }),
      buildLoad({ _id: 'full-2', number: 2, jumpers: jumpers(5) }),
      landed(3, { jumpers: jumpers(6) }),
    ]);
    renderApp(`/loads/${today()}`);
    const over = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(over.getByTestId('load-overbooked')).toHaveTextContent('6/5 – overbooked');
    const full = within(screen.getByRole('article', { name: 'Load 2' }));
    expect(full.queryByTestId('load-overbooked')).not.toBeInTheDocument();
    const folded = within(screen.getByRole('article', { name: 'Load 3' }));
    expect(folded.getByTestId('load-overbooked')).toHaveTextContent('6/5 – overbooked');
  });

  it('is marked in Finnish', async () => {
    await i18n.changeLanguage('fi');
    loadsServer([buildLoad({ jumpers: jumpers(6) })]);
    renderApp(`/loads/${today()}`);
    const over = within(await screen.findByRole('article', { name: 'Nousu 1' }));
    expect(over.getByTestId('load-overbooked')).toHaveTextContent('6/5 – ylibuukattu');
  });
});

describe('focus after the load dialogs', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('goes to the folded landed load’s line after landing', async () => {
    const open = buildLoad({
      jumpers: [buildJumper({ _id: 'f', memberId: ids.funJumper, name: 'Frank Testinen', balance: 100 })],
      totalPrice: 53.5,
    });
    loadsServer([open], () => ({ ...open, state: 'landed' }));
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    await userEvent.click(card.getByRole('button', { name: 'Land' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Land load 1?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Land' }));
    const line = await card.findByRole('button', { name: /Load 1/, expanded: false });
    await waitFor(() => expect(line).toHaveFocus());
  });

  it('shows a ring where the keyboard focus is', async () => {
    loadsServer([landed(1)]);
    renderApp(`/loads/${today()}`);
    const folded = within(await screen.findByRole('article', { name: 'Load 1' }));
    const toggle = folded.getByRole('button', { name: /Load 1/ });
    // jsdom has no keyboard-focus heuristics: mark the focus as MUI does for a keyboard user
    toggle.classList.add('Mui-focusVisible');
    expect(getComputedStyle(toggle).outline).toMatch(/^2px solid/);
    // any button of the app, by the theme
    renderWithTheme(<Button className="Mui-focusVisible">Any</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Any' })).outline).toMatch(/^2px solid/);
  });

  it('comes back to the Land button when landing is cancelled', async () => {
    loadsServer([buildLoad()]);
    renderApp(`/loads/${today()}`);
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    const land = card.getByRole('button', { name: 'Land' });
    await userEvent.click(land);
    const dialog = within(await screen.findByRole('dialog', { name: 'Land load 1?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(land).toHaveFocus());
  });
});
