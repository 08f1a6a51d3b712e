import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import {
  buildJumper,
  buildLoad,
  loadAsSeenBy,
  loadsServer,
  PAGE_TEST_TIMEOUT,
  today,
} from './loadsTestServer';

const me = buildUser();
const led = buildLoad({
  _id: 'led',
  number: 1,
  jumpLeader: { _id: me.linkedMember ?? '', name: 'Maija Meikäläinen' },
  jumpers: [buildJumper({ _id: 'j1', memberId: 'm1', name: 'Frank Testinen' })],
});
const other = buildLoad({
  _id: 'other',
  number: 2,
  jumpers: [buildJumper({ _id: 'j2', memberId: 'm2', name: 'Olli Muu' })],
});

/** The day view as `user` gets it: each load's `can` is theirs, as the server answers it. */
function signedInAs(user: ReturnType<typeof buildUser>) {
  loadsServer(
    [led, other].map((load) => loadAsSeenBy(user, load)),
    undefined,
    { 'GET /api/user': () => ({ body: user }) },
  );
  renderApp(`/loads/${today()}`);
}

const controls = ['Add jumper', 'Call', 'Take off', 'Land', 'Delete load 1', 'Delete load 2'];

describe('what each role may do on the day view', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('a plain jumper sees the loads but no control that changes them', async () => {
    signedInAs(buildUser({ _id: 'plain', linkedMember: 'someone-else' }));
    const card = within(await screen.findByRole('article', { name: 'Load 1' }));
    expect(card.getByText('Frank Testinen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New load' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Land several' })).not.toBeInTheDocument();
    for (const name of controls) {
      expect(screen.queryByRole('button', { name }), name).not.toBeInTheDocument();
    }
    expect(card.getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it('a jump leader works the load they lead, and only that one', async () => {
    signedInAs(me);
    const mine = within(await screen.findByRole('article', { name: 'Load 1' }));
    const theirs = within(screen.getByRole('article', { name: 'Load 2' }));
    for (const name of ['Add jumper', 'Call', 'Take off', 'Land']) {
      expect(mine.getByRole('button', { name }), name).toBeInTheDocument();
      expect(theirs.queryByRole('button', { name }), name).not.toBeInTheDocument();
    }
    expect(mine.getByRole('button', { name: 'Edit load' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New load' })).not.toBeInTheDocument();
    // deleting is manifest staff's: the server refuses it to a jump leader, so the card does not offer it
    expect(screen.queryByRole('button', { name: 'Delete load 1' })).not.toBeInTheDocument();
  });

  it('shows a load’s controls as its `can` says, not as the signed-in user would be reckoned', async () => {
    const nothing = Object.fromEntries(Object.keys(led.can).map((k) => [k, false])) as typeof led.can;
    // an admin (the test server's user) reading a load whose answer allows nothing, and one that allows all
    loadsServer([
      { ...led, can: nothing },
      { ...other, can: { ...nothing, edit: true, editTimes: true, call: true, takeOff: true, land: true } },
    ]);
    renderApp(`/loads/${today()}`);
    const first = within(await screen.findByRole('article', { name: 'Load 1' }));
    const second = within(screen.getByRole('article', { name: 'Load 2' }));
    for (const name of ['Add jumper', 'Call', 'Take off', 'Land']) {
      expect(first.queryByRole('button', { name }), name).not.toBeInTheDocument();
      expect(second.getByRole('button', { name }), name).toBeInTheDocument();
    }
    expect(first.getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete load 2' })).not.toBeInTheDocument();
  });

  it('manifest staff create loads and work every load', async () => {
    signedInAs(
      buildUser({
        _id: 'staff',
        linkedMember: 'staff-member',
        permissions: { canCheckWaivers: false, canManifest: true, canTakePayments: false },
      }),
    );
    await screen.findByRole('article', { name: 'Load 1' });
    expect(screen.getByRole('button', { name: 'New load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Land several' })).toBeInTheDocument();
    for (const number of [1, 2]) {
      const card = within(screen.getByRole('article', { name: `Load ${number}` }));
      expect(card.getByRole('button', { name: 'Add jumper' })).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Call' })).toBeInTheDocument();
    }
  });
});
