import { cents } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events/domain-events';
import { createRealtimePublisher } from './event-routes';
import type { Realtime } from './realtime';

/** A realtime that writes down each send as "room event payload". */
function recordingRealtime() {
  const sent: string[] = [];
  const say = (room: string, event: string, args: unknown[]) =>
    sent.push([room, event, ...args.map((a) => JSON.stringify(a))].join(' '));
  const rt: Realtime = {
    broadcast: (clubId, event, ...args) => say(`club:${clubId}`, event, args),
    sendToUser: (userId, event, ...args) => say(`user:${userId}`, event, args),
    broadcastPublic: (clubId, event, ...args) => say(`public:${clubId}`, event, args),
    clients: () => 0,
    close: async () => undefined,
  };
  return { rt, sent };
}

describe('event routes', () => {
  it.each<[string, DomainEvent, string[]]>([
    ['users', { type: 'usersChanged', clubId: 'c' }, ['club:c usersUpdated']],
    ['members', { type: 'membersChanged', clubId: 'c' }, ['club:c membersUpdated']],
    ['club', { type: 'clubChanged', clubId: 'c' }, ['club:c clubUpdated']],
    ['waivers', { type: 'waiversChanged', clubId: 'c' }, ['club:c waiversUpdated']],
    [
      'one account',
      { type: 'balancesChanged', clubId: 'c', memberId: 'm' },
      ['club:c paymentsUpdated {"memberId":"m"}', 'club:c membersUpdated'],
    ],
    [
      'many accounts',
      { type: 'balancesChanged', clubId: 'c' },
      ['club:c paymentsUpdated', 'club:c membersUpdated'],
    ],
    [
      'a payment the member did not take themselves',
      { type: 'paymentTaken', clubId: 'c', memberId: 'm', notifyUserId: 'u', amountCents: cents(1250) },
      [
        'club:c paymentsUpdated {"memberId":"m"}',
        'club:c membersUpdated',
        'user:u paymentsUpdatedNotifySender {"memberId":"m","amount":12.5}',
      ],
    ],
    [
      'a payment nobody else is told of',
      { type: 'paymentTaken', clubId: 'c', memberId: 'm', notifyUserId: null, amountCents: cents(500) },
      ['club:c paymentsUpdated {"memberId":"m"}', 'club:c membersUpdated'],
    ],
    [
      'loads of two days (one repeated)',
      { type: 'loadsChanged', clubId: 'c', dates: ['d1', 'd2', 'd1'] },
      [
        'club:c loadsUpdated {"date":"d1"}',
        'public:c loadsUpdated {"date":"d1"}',
        'club:c loadsUpdated {"date":"d2"}',
        'public:c loadsUpdated {"date":"d2"}',
      ],
    ],
    [
      'a landing: once per day, balances included',
      { type: 'loadsSettled', clubId: 'c', dates: ['d1', 'd1'] },
      ['club:c loadsUpdatedUpdateMembers {"date":"d1"}', 'public:c loadsUpdated {"date":"d1"}'],
    ],
    [
      "a load's call: to its jumpers' users only (the load's change comes as loadsChanged)",
      {
        type: 'loadCalled',
        clubId: 'c',
        date: 'd1',
        loadId: 'l',
        number: 3,
        call: 'min15',
        at: 't',
        userIds: ['u1', 'u2'],
      },
      [
        'user:u1 loadCalled {"date":"d1","loadId":"l","number":3,"call":"min15","at":"t"}',
        'user:u2 loadCalled {"date":"d1","loadId":"l","number":3,"call":"min15","at":"t"}',
      ],
    ],
  ])('%s', (_name, event, expected) => {
    const { rt, sent } = recordingRealtime();
    createRealtimePublisher(rt).publish([event]);
    expect(sent).toEqual(expected);
  });

  it('gives the public boards today’s board with the change, and the counter alone when there is none', async () => {
    const { rt, sent } = recordingRealtime();
    const boards = new Map([['today', new Uint8Array([1, 2])]]);
    const publicBoard = async (_clubId: string, date: string) => {
      if (date === 'broken') {
        throw new Error('database away');
      }
      return boards.get(date) ?? null;
    };
    createRealtimePublisher(rt, publicBoard).publish([
      { type: 'loadsChanged', clubId: 'c', dates: ['today', 'tomorrow', 'broken'], versions: { today: 4 } },
    ]);
    // the signed-in rooms at once; the boards once their board is ready
    expect(sent).toEqual([
      'club:c loadsUpdated {"date":"today"}',
      'club:c loadsUpdated {"date":"tomorrow"}',
      'club:c loadsUpdated {"date":"broken"}',
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.slice(3).sort()).toEqual([
      'public:c loadsUpdated {"date":"broken"}',
      'public:c loadsUpdated {"date":"today","version":4,"board":{"0":1,"1":2}}',
      'public:c loadsUpdated {"date":"tomorrow"}',
    ]);
  });
});
