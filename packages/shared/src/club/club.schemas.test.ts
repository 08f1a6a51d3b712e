import { describe, expect, it } from 'vitest';
import { validationKey } from '../validation';
import { clubSettingsInput, waiverLinkInput } from './club.schemas';

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
