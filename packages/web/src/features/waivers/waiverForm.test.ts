import type { Waiver } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { tickBody, updateBodyOfForm, waiverForm, waiverFormValues } from './waiverForm';

const waiver = {
  _id: 'w1',
  firstName: 'Pekka',
  lastName: 'Hyppääjä',
  street: 'Kenttätie 1',
  zip: '45410',
  city: 'Utti',
  email: 'pekka@example.com',
  phone: '+358401234567',
  canopy: 'Sabre 2',
  canopySize: 170,
  wingLoad: 1.25,
  exitWeight: 85.5,
  nextEquipmentExpiration: '2027-03-01',
  ownGear: true,
  clubMember: true,
  silMember: false,
  filmingPermission: true,
  totalJumps: 320,
  license: 'C',
  note: '',
  signature: 'M 1 2 L 3 4',
  waiverTextVersionId: 'v1',
  signedAt: '2026-05-02T09:00:00.000Z',
  year: 2026,
  status: 'pending',
  approvedBy: null,
  approvedByName: null,
  approvedAt: null,
  memberId: null,
  checklist: [],
  modified: '2026-05-02T09:00:00.000Z',
  memberCandidates: [],
} satisfies Waiver;

describe('waiverForm', () => {
  it('writes decimals the Finnish way and reads them back to the same numbers', () => {
    const values = waiverFormValues(waiver, 'fi');
    expect(values).toMatchObject({ exitWeight: '85,5', wingLoad: '1,25', canopySize: '170' });
    expect(waiverFormValues(waiver, 'en')).toMatchObject({ exitWeight: '85.5' });
    const parsed = waiverForm.parse(values);
    expect(updateBodyOfForm(parsed)).toMatchObject({
      exitWeight: 85.5,
      wingLoad: 1.25,
      canopySize: 170,
      nextEquipmentExpiration: '2027-03-01',
      checklist: [],
    });
  });

  it('requires the own-gear fields when own gear is on (requiredIfTrue)', () => {
    const result = waiverForm.safeParse({
      ...waiverFormValues(waiver),
      canopy: '',
      nextEquipmentExpiration: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'canopy',
      'nextEquipmentExpiration',
    ]);
  });

  it('a tick sends only that tick, never the fields', () => {
    expect(tickBody('license', true)).toEqual({ checklist: [{ itemId: 'license', checked: true }] });
  });
});
