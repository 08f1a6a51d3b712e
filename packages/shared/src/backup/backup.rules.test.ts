import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToDelete, backupTakenAt } from './backup.rules';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T22:00:05Z');
const daysAgo = (days: number) => backupFileName(new Date(now.getTime() - days * DAY));

describe('backup file names', () => {
  it('carry the UTC time they were taken, to the second, and sort by it', () => {
    expect(backupFileName(new Date('2026-11-27T00:00:12.345Z'))).toBe('dz-backup-20261127T000012Z.tar.gz');
    expect(backupTakenAt('dz-backup-20261127T000012Z.tar.gz')).toEqual(new Date('2026-11-27T00:00:12Z'));
  });

  it.each([
    'dz-backup-20261127T000012Z.tar.gz.partial',
    'notes.txt',
    'dz-backup-2026-11-27.tar.gz',
    'dz-backup-20261399T000012Z.tar.gz',
  ])('%s is not a backup', (name) => {
    expect(backupTakenAt(name)).toBeNull();
  });

  it('round-trips any time to the second', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (at) => {
          const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
          expect(backupTakenAt(backupFileName(at))).toEqual(second);
        },
      ),
    );
  });
});

describe('backupsToDelete', () => {
  it.each([
    {
      kept: 14,
      names: [daysAgo(0), daysAgo(13.9), daysAgo(14.1), daysAgo(30)],
      deleted: [daysAgo(14.1), daysAgo(30)],
    },
    { kept: 1, names: [daysAgo(0.5), daysAgo(2)], deleted: [daysAgo(2)] },
    // the newest is kept however old it is (a stopped clock, a long pause)
    { kept: 7, names: [daysAgo(40), daysAgo(50)], deleted: [daysAgo(50)] },
    { kept: 7, names: [daysAgo(40)], deleted: [] },
    // other files in the folder are never touched
    { kept: 1, names: ['README.txt', `${daysAgo(9)}.partial`, daysAgo(0)], deleted: [] },
    { kept: 3, names: [], deleted: [] },
  ])('keeps $kept days of $names.length files', ({ kept, names, deleted }) => {
    expect(backupsToDelete(names, kept, now).sort()).toEqual([...deleted].sort());
  });

  it('never deletes the newest backup or a file that is not one, and deletes exactly the backups past the days kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 400, noNaN: true }), { maxLength: 30 }),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.integer({ min: 1, max: 365 }),
        (ages, others, kept) => {
          const names = [...new Set([...ages.map(daysAgo), ...others])];
          const deleted = backupsToDelete(names, kept, now);
          const backups = names.filter((n) => backupTakenAt(n) !== null);
          const newest = backups.sort().at(-1);
          expect(deleted.every((n) => backupTakenAt(n) !== null)).toBe(true);
          if (newest) {
            expect(deleted).not.toContain(newest);
          }
          for (const name of backups) {
            const age = (now.getTime() - (backupTakenAt(name)?.getTime() ?? 0)) / DAY;
            expect(deleted.includes(name), `${name} ${age}`).toBe(name !== newest && age > kept);
          }
        },
      ),
    );
  });
});
