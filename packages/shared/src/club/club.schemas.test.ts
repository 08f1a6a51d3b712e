import { describe, expect, it } from 'vitest';
import { validationKey } from '../validation';
import { clubSettingsInput, planeInput, waiverLinkInput } from './club.schemas';

const settings = { name: 'Club', clubKey: 'abc123', notificationEmail: '' };

describe('club key', () => {
  it('takes letters and digits', () => {
    expect(clubSettingsInput.safeParse(settings).success).toBe(true);
  });

  it.each(['abc 123', 'abc-123', 'äijä', 'a/b'])('refuses %j with "Only A-z and 0-9 allowed"', (clubKey) => {
    const result = clubSettingsInput.safeParse({ ...settings, clubKey });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Only A-z and 0-9 allowed');
  });
});

describe('waiver link address', () => {
  it.each(['https://example.com/waiver', 'http://example.com/w?x=1'])('takes %s', (url) => {
    expect(waiverLinkInput.safeParse({ title: 'Waiver', url }).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/w',
    'data:text/html,hi',
    'mailto:a@b.fi',
    'example.com',
  ])('refuses %s with a message in the catalogue', (url) => {
    const result = waiverLinkInput.safeParse({ title: 'Waiver', url });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('Only http and https addresses');
    expect(validationKey(message)?.key).toBe('validation.httpUrl');
  });
});

describe('plane fuel margins (issue 27)', () => {
  const plane = { aircraftModel: 'Cessna 206', registration: 'OH-CDZ', weightAvailable: 600 };
  const issues = (over: object) =>
    planeInput.safeParse({ ...plane, ...over }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it.each([
    [{}],
    [{ weightWarningThreshold: 0, weightDangerThreshold: 0 }],
    [{ weightWarningThreshold: 150, weightDangerThreshold: 100 }],
    [{ weightWarningThreshold: 150, weightDangerThreshold: 150 }],
    [{ weightWarningThreshold: 150, weightDangerThreshold: 0 }],
  ])('takes %o', (over) => {
    expect(issues(over)).toBeUndefined();
  });

  it.each([
    [{ weightWarningThreshold: 100, weightDangerThreshold: 150 }],
    [{ weightWarningThreshold: 550, weightDangerThreshold: 580 }],
    [{ weightDangerThreshold: 100 }],
  ])('refuses a danger threshold above the warning one at the danger field: %o', (over) => {
    expect(issues(over)).toEqual([['weightDangerThreshold', 'Must not be above the warning threshold']]);
    expect(validationKey('weightDangerThreshold: Must not be above the warning threshold')).toEqual({
      key: 'validation.dangerAboveWarning',
    });
  });

  it('says it with the other wrong fields at once, but not over a threshold’s own error', () => {
    expect(issues({ registration: '', weightWarningThreshold: 100, weightDangerThreshold: 150 })).toEqual([
      ['registration', 'Required'],
      ['weightDangerThreshold', 'Must not be above the warning threshold'],
    ]);
    expect(issues({ weightWarningThreshold: -1, weightDangerThreshold: 150 })).toEqual([
      ['weightWarningThreshold', 'Minimum 0'],
    ]);
  });
});
