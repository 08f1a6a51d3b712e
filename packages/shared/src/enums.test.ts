import { describe, expect, it } from 'vitest';
import { userRole } from './auth/auth.schemas';
import { studentType } from './club/club.schemas';
import {
  groupRoles,
  jumperTypes,
  licenses,
  loadStates,
  memberRoles,
  studentTypes,
  transactionKinds,
  userRoles,
} from './enums';
import { transactionKind } from './ledger/ledger.schemas';
import { groupRole, jumperType, loadState, updateLoadBody } from './loads/loads.schemas';
import { license, memberRole } from './members/members.schemas';

describe('enums', () => {
  it.each([
    ['userRole', userRole.options, userRoles],
    ['memberRole', memberRole.options, memberRoles],
    ['studentType', studentType.options, studentTypes],
    ['license', license.options, licenses],
    ['transactionKind', transactionKind.options, transactionKinds],
    ['loadState', loadState.options, loadStates],
    ['jumperType', jumperType.options, jumperTypes],
    ['groupRole', groupRole.options, groupRoles],
  ] as const)('the %s schema offers exactly its list, in order', (_name, options, list) => {
    expect(options).toEqual([...list]);
  });

  it('has every student type among the member roles', () => {
    expect(studentTypes.every((t) => (memberRoles as readonly string[]).includes(t))).toBe(true);
  });

  it('lets a load edit set any state but landed (landing has its own call)', () => {
    expect(updateLoadBody.shape.state.unwrap().options).toEqual(['open', 'flying']);
  });
});
