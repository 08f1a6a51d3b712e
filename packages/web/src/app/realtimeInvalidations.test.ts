import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys';
import { realtimeInvalidations } from './realtimeInvalidations';

describe('realtimeInvalidations', () => {
  it('reloads members on the spec events that change them', () => {
    expect(realtimeInvalidations.membersUpdated()).toContainEqual(queryKeys.members);
    expect(realtimeInvalidations.waiversUpdated()).toContainEqual(queryKeys.members);
    expect(realtimeInvalidations.loadsUpdatedUpdateMembers({ date: '2025-06-01' })).toEqual(
      expect.arrayContaining([queryKeys.members, queryKeys.loadsOfDay('2025-06-01'), queryKeys.payments]),
    );
  });

  it('reloads the stats when loads land or reopen and when members or balances change', () => {
    expect(realtimeInvalidations.loadsUpdatedUpdateMembers({ date: '2025-06-01' })).toContainEqual(
      queryKeys.stats,
    );
    // a balance change (a payment, a landing) raises membersUpdated too, which refreshes the summary's sums
    expect(realtimeInvalidations.membersUpdated()).toContainEqual(queryKeys.stats);
  });

  it('reloads the club, users, payments and a day of loads', () => {
    expect(realtimeInvalidations.clubUpdated()).toEqual([queryKeys.club]);
    expect(realtimeInvalidations.usersUpdated()).toEqual([queryKeys.users]);
    expect(realtimeInvalidations.paymentsUpdated()).toContainEqual(queryKeys.payments);
    expect(realtimeInvalidations.loadsUpdated({ date: '2025-06-01' })).toEqual([['loads', '2025-06-01']]);
  });
});
