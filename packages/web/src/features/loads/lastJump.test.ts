import type { JumpLine } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { groupSources, jumperDefaults, type LastJump, lastJumpOf, sameJumpersAs } from './lastJump';
import { buildJumper, buildLoad } from './loadsTestServer';

const loadOf = (number: number, jumpers: Parameters<typeof buildJumper>[0][]) =>
  buildLoad({ _id: `load${number}`, number, jumpers: jumpers.map(buildJumper) });
const jump = (memberId: string, over: Partial<Parameters<typeof buildJumper>[0]> = {}) => ({
  _id: `${memberId}-${over.altitude ?? 4000}`,
  memberId,
  name: memberId,
  ...over,
});

describe('lastJumpOf', () => {
  const day = [
    loadOf(3, [jump('frank', { altitude: 3000, gearRental: 12 })]),
    loadOf(1, [jump('frank', { altitude: 1000 }), jump('veera', { ownGear: true })]),
    loadOf(4, [jump('frank', { altitude: 2000, groupRole: 'tandemInstructor', type: 'tandem' })]),
    loadOf(5, [jump('frank', { altitude: 4000 })]),
  ];

  it.each<[string, string, string, LastJump | null]>([
    [
      'the highest load number but the one added to',
      'frank',
      'load5',
      {
        loadNumber: 3,
        altitude: 3000,
        ownGear: false,
        gearRental: 12,
      },
    ],
    [
      'the last one of the day',
      'frank',
      'other',
      { loadNumber: 5, altitude: 4000, ownGear: false, gearRental: null },
    ],
    ['their own gear', 'veera', 'load5', { loadNumber: 1, altitude: 4000, ownGear: true, gearRental: null }],
    ['nobody who has not jumped', 'teemu', 'load5', null],
  ])('%s', (_name, memberId, except, expected) => {
    expect(lastJumpOf(memberId, day, except)).toEqual(expected);
  });
});

describe('jumperDefaults', () => {
  const lines: JumpLine[] = [
    { _id: 'l1', altitude: 1000, price: 25, priceForMembers: null, tandemPrice: null },
    { _id: 'l2', altitude: 4000, price: 38.5, priceForMembers: null, tandemPrice: null },
  ];
  const last = (over: Partial<LastJump>): LastJump => ({
    loadNumber: 1,
    altitude: 1000,
    ownGear: false,
    gearRental: null,
    ...over,
  });

  it.each<[string, LastJump | null, readonly JumpLine[], ReturnType<typeof jumperDefaults>]>([
    [
      'the plane’s highest line without a last jump',
      null,
      lines,
      { altitude: 4000, ownGear: false, gearRental: '' },
    ],
    [
      'no altitude without lines or a last jump',
      null,
      [],
      { altitude: null, ownGear: false, gearRental: '' },
    ],
    [
      'the last altitude and rent',
      last({ gearRental: 12.5 }),
      lines,
      {
        altitude: 1000,
        ownGear: false,
        gearRental: '12,50',
      },
    ],
    [
      'own gear: no rent',
      last({ ownGear: true, gearRental: 10 }),
      lines,
      {
        altitude: 1000,
        ownGear: true,
        gearRental: '',
      },
    ],
    [
      'not an altitude this plane has',
      last({ altitude: 3000 }),
      lines,
      {
        altitude: 4000,
        ownGear: false,
        gearRental: '',
      },
    ],
    [
      'any altitude on a plane without lines',
      last({ altitude: 3000 }),
      [],
      {
        altitude: 3000,
        ownGear: false,
        gearRental: '',
      },
    ],
  ])('%s', (_name, lastJump, jumpLines, expected) => {
    expect(jumperDefaults(lastJump, jumpLines, ',')).toEqual(expected);
  });

  it('starts from the member’s own gear without a last jump, and the day’s last choice wins over it', () => {
    expect(jumperDefaults(null, lines, ',', true)).toEqual({ altitude: 4000, ownGear: true, gearRental: '' });
    expect(jumperDefaults(last({ gearRental: 12.5 }), lines, ',', true)).toMatchObject({
      ownGear: false,
      gearRental: '12,50',
    });
  });
});

describe('the same jumpers as another load', () => {
  const lines: JumpLine[] = [
    { _id: 'l1', altitude: 1000, price: 25, priceForMembers: null, tandemPrice: null },
    { _id: 'l2', altitude: 4000, price: 38.5, priceForMembers: null, tandemPrice: null },
  ];
  const source = loadOf(2, [
    jump('frank', { altitude: 1000, gearRental: 12.5 }),
    jump('veera', { ownGear: true }),
    jump('tiina', { altitude: 3000 }),
    jump('teemu', { groupRole: 'tandemInstructor', type: 'tandem' }),
    jump('pasi', { groupRole: 'passenger', type: 'tandem' }),
    jump('ville', { type: 'video' }),
    jump('olli'),
  ]);

  it('puts the fun jumpers in the source order with the altitude and gear they jumped there, the skipped left out', () => {
    expect(sameJumpersAs(source, lines, ',', (id) => id === 'olli')).toEqual([
      { memberId: 'frank', altitude: 1000, ownGear: false, gearRental: '12,50' },
      { memberId: 'veera', altitude: 4000, ownGear: true, gearRental: '' },
      // an altitude this plane has no line for starts at the highest
      { memberId: 'tiina', altitude: 4000, ownGear: false, gearRental: '' },
    ]);
  });

  it('offers the other loads with fun jumpers, the latest first', () => {
    const empty = loadOf(4, [jump('teemu', { groupRole: 'tandemInstructor', type: 'tandem' })]);
    const later = loadOf(3, [jump('frank')]);
    const target = loadOf(5, []);
    expect(groupSources([source, empty, later, target], target).map((l) => l.number)).toEqual([3, 2]);
  });
});
