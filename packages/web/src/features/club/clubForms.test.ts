import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, parseDecimalInput } from '../../app/numberInput';
import { emptyJumpLine, planeForm, settingsForm } from './clubForms';

describe('parseDecimalInput', () => {
  it.each([
    ['15,50', 15.5],
    ['15.50', 15.5],
    [' 1 500 ', 1500],
    ['1\u00a0500,5', 1500.5],
    [',5', 0.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value);
  });

  it('reads empty text as undefined and junk as NaN', () => {
    expect(parseDecimalInput('  ')).toBeUndefined();
    expect(parseDecimalInput('abc')).toBeNaN();
    expect(parseDecimalInput('1,2,3')).toBeNaN();
    expect(parseDecimalInput('12 €')).toBeNaN();
  });
});

const settings = {
  name: 'Kerho',
  clubKey: 'key1',
  notificationEmail: '',
  timezone: 'Europe/Helsinki',
  defaultGearRent: '15,50',
  selfManifestCutoffMinutes: '15',
  backupRetentionDays: '14',
  creditLimit: '',
  paymentTopUp: '',
};

describe('settingsForm', () => {
  it('turns the gear rent into euros', () => {
    expect(settingsForm.parse(settings).defaultGearRent).toBe(15.5);
    expect(settingsForm.parse({ ...settings, defaultGearRent: '' }).defaultGearRent).toBe(0);
  });

  it('reads the self-manifest cut-off in minutes and the credit limit in euros, typed the Finnish way', () => {
    const parsed = settingsForm.parse({ ...settings, selfManifestCutoffMinutes: '20', creditLimit: '50,5' });
    expect(parsed).toMatchObject({ selfManifestCutoffMinutes: 20, creditLimit: 50.5 });
    expect(settingsForm.parse(settings)).toMatchObject({ selfManifestCutoffMinutes: 15, creditLimit: 0 });
    const messageOf = (over: object) =>
      settingsForm.safeParse({ ...settings, ...over }).error?.issues[0]?.message;
    expect(messageOf({ selfManifestCutoffMinutes: '241' })).toBe('Maximum 240');
    expect(messageOf({ selfManifestCutoffMinutes: '1,5' })).toBeDefined();
    expect(messageOf({ creditLimit: '-5' })).toBe('Minimum 0');
  });

  it('keeps the shared rules: no third decimal, no junk, no negative price', () => {
    const messageOf = (defaultGearRent: string) =>
      settingsForm.safeParse({ ...settings, defaultGearRent }).error?.issues[0]?.message;
    expect(messageOf('1,234')).toBe('Invalid amount');
    expect(messageOf('1,230')).toBe('Invalid amount');
    expect(messageOf('abc')).toBe(NOT_A_NUMBER);
    expect(messageOf('-1')).toBe('Minimum 0');
  });
});

describe('settingsForm: wind limits', () => {
  const none = { meanMs: '', gustMs: '' };
  const windLimits = {
    students: { meanMs: '8,5', gustMs: '11' },
    aLicence: none,
    others: none,
    tandems: none,
  };

  it('reads each limit typed the Finnish way, empty as no limit', () => {
    expect(settingsForm.parse({ ...settings, windLimits }).windLimits).toEqual({
      students: { meanMs: 8.5, gustMs: 11 },
      aLicence: { meanMs: null, gustMs: null },
      others: { meanMs: null, gustMs: null },
      tandems: { meanMs: null, gustMs: null },
    });
    // left out: unchanged on the server
    expect(settingsForm.parse(settings).windLimits).toBeUndefined();
  });

  it('keeps the shared rule: 0 to 40 m/s with one decimal at most', () => {
    const messageOf = (meanMs: string) =>
      settingsForm.safeParse({ ...settings, windLimits: { ...windLimits, others: { meanMs, gustMs: '' } } })
        .error?.issues[0]?.message;
    expect(messageOf('8,55')).toBe('Too many decimals (max 1)');
    expect(messageOf('40,1')).toBe('Maximum 40');
    expect(messageOf('-1')).toBe('Minimum 0');
    expect(messageOf('tuulinen')).toBe(NOT_A_NUMBER);
    expect(messageOf('0')).toBeUndefined();
  });

  it('keeps the airport in capitals', () => {
    expect(settingsForm.parse({ ...settings, weatherIcao: ' efut ' }).weatherIcao).toBe('EFUT');
  });
});

describe('planeForm', () => {
  const plane = {
    aircraftModel: 'Cessna 206',
    registration: 'OH-CDZ',
    icaoCode: '46A1B2',
    slots: '5',
    weightAvailable: '600',
    weightWarningThreshold: '',
    weightDangerThreshold: '',
    isDefault: false,
    minutePrice: '',
    roundUpMinutePrice: false,
    jumpLines: [{ altitude: '3000', price: '30,50', priceForMembers: '', tandemPrice: '250,00' }],
  };

  it('reads numbers and empty prices', () => {
    const out = planeForm.parse(plane);
    expect(out).toMatchObject({
      icaoCode: '46a1b2',
      slots: 5,
      weightWarningThreshold: 0,
      minutePrice: null,
      jumpLines: [{ altitude: 3000, price: 30.5, priceForMembers: null, tandemPrice: 250 }],
    });
  });

  it('refuses a bad ICAO code, a missing altitude and a fractional slot count', () => {
    const result = planeForm.safeParse({
      ...plane,
      icaoCode: 'XYZ',
      slots: '4,5',
      jumpLines: [emptyJumpLine()],
    });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['icaoCode', 'Invalid data'],
        ['slots', 'Must be an integer'],
        ['jumpLines.0.altitude', 'Required'],
        ['jumpLines.0.price', 'Required'],
      ]),
    );
  });
});
