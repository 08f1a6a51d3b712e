import { describe, expect, it } from 'vitest';
import { waiverAlarmKinds, waiverStatuses } from '../enums';
import { issuesToMessages } from '../validation';
import {
  approveWaiverBody,
  isSignature,
  postWaiverBody,
  SIGNATURE_MAX,
  type WaiverInput,
  waiverAlarm,
  waiverBody,
  waiverListQuery,
  waiverStatus,
  waiverUpdateBody,
} from './waivers.schemas';

const PNG = `data:image/png;base64,${'iVBORw0KGgo'.repeat(10)}=`;
const VERSION = '0b9d2f4e-8a1c-4d3e-9f2a-1b2c3d4e5f60';

function form(overrides: Partial<Record<keyof WaiverInput, unknown>> = {}): Record<string, unknown> {
  return {
    firstName: 'Aino',
    lastName: 'Virtanen-Mäki',
    street: 'Lentokentäntie 1',
    zip: '00100',
    city: 'Helsinki',
    email: 'aino@example.com',
    phone: '+358 40 1234567',
    canopy: '',
    canopySize: null,
    wingLoad: null,
    exitWeight: 82.5,
    nextEquipmentExpiration: null,
    ownGear: false,
    clubMember: true,
    silMember: true,
    filmingPermission: false,
    totalJumps: 120,
    license: 'B',
    note: '',
    signature: PNG,
    waiverTextVersionId: VERSION,
    ...overrides,
  };
}

/** The `field: message` lines of a refused form, as the API would send them. */
function messages(input: unknown): string[] {
  const result = waiverBody.safeParse(input);
  return result.success ? [] : issuesToMessages(result.error.issues);
}

describe('waiverBody', () => {
  it('takes a complete form (club gear, no own-gear fields)', () => {
    const result = waiverBody.safeParse(form());
    expect(result.success).toBe(true);
    expect(result.data?.ownGear).toBe(false);
    expect(result.data?.nextEquipmentExpiration).toBeNull();
  });

  it('takes own gear with its canopy, size and inspection date', () => {
    const result = waiverBody.safeParse(
      form({
        ownGear: true,
        canopy: 'Sabre 2',
        canopySize: 170,
        wingLoad: 1.05,
        nextEquipmentExpiration: '2026-09-01',
      }),
    );
    expect(result.success).toBe(true);
  });

  it('takes an SVG path signature', () => {
    expect(waiverBody.safeParse(form({ signature: 'M 10 20 L 30.5 40 C 1 2 3 4 5 6 Z' })).success).toBe(true);
  });

  it.each([
    ['firstName', undefined, 'firstName: Required'],
    ['lastName', '', 'lastName: Required'],
    ['street', '  ', 'street: Required'],
    ['email', '', 'email: Required'],
    ['phone', '', 'phone: Required'],
    ['exitWeight', undefined, 'exitWeight: Required'],
    ['totalJumps', undefined, 'totalJumps: Required'],
    ['signature', '', 'signature: Required'],
    ['waiverTextVersionId', undefined, 'waiverTextVersionId: Required'],
  ] as const)('refuses a missing %s', (field, value, message) => {
    expect(messages(form({ [field]: value }))).toContain(message);
  });

  it.each(['ownGear', 'clubMember', 'silMember', 'filmingPermission'] as const)(
    'requiredBoolean: %s left unanswered (null or missing) is refused',
    (field) => {
      expect(messages(form({ [field]: null }))).toEqual([`${field}: Required`]);
      expect(messages(form({ [field]: undefined }))).toEqual([`${field}: Required`]);
    },
  );

  it.each(['canopy', 'canopySize', 'nextEquipmentExpiration'] as const)(
    'requiredIfTrue: own gear without %s is refused',
    (field) => {
      const filled = {
        ownGear: true,
        canopy: 'Sabre 2',
        canopySize: 170,
        nextEquipmentExpiration: '2026-09-01',
      };
      expect(messages(form({ ...filled, [field]: field === 'canopy' ? ' ' : null }))).toEqual([
        `${field}: Required`,
      ]);
    },
  );

  it('requiredIfTrue is reported together with the other missing fields', () => {
    expect(messages({ ownGear: true })).toEqual(
      expect.arrayContaining([
        'firstName: Required',
        'phone: Required',
        'canopy: Required',
        'canopySize: Required',
      ]),
    );
    // a field with its own error is not refused twice
    expect(
      messages(
        form({ ownGear: true, canopy: 'Sabre', canopySize: 5000, nextEquipmentExpiration: '2026-01-01' }),
      ),
    ).toEqual(['canopySize: Maximum 999']);
  });

  it('requiredIfTrue: club gear needs none of them', () => {
    expect(
      messages(form({ ownGear: false, canopy: '', canopySize: null, nextEquipmentExpiration: '' })),
    ).toEqual([]);
  });

  it.each([
    ['canopySize', -1, 'canopySize: Minimum 0'],
    ['canopySize', 1000, 'canopySize: Maximum 999'],
    ['canopySize', 170.5, 'canopySize: Must be an integer'],
    ['exitWeight', -1, 'exitWeight: Minimum 0'],
    ['exitWeight', 10_000, 'exitWeight: Maximum 9999'],
    ['exitWeight', 80.25, 'exitWeight: Too many decimals (max 1)'],
    ['totalJumps', -1, 'totalJumps: Minimum 0'],
    ['totalJumps', 1_000_000, 'totalJumps: Maximum 999999'],
    ['totalJumps', 1.5, 'totalJumps: Must be an integer'],
    ['wingLoad', 11, 'wingLoad: Maximum 10'],
  ] as const)('refuses %s %s out of range', (field, value, message) => {
    expect(messages(form({ [field]: value }))).toEqual([message]);
  });

  it.each([
    [0, 'canopySize'],
    [999, 'canopySize'],
    [0, 'exitWeight'],
    [9999, 'exitWeight'],
    [0, 'totalJumps'],
    [999_999, 'totalJumps'],
  ] as const)('takes the bound %s for %s', (value, field) => {
    expect(messages(form({ [field]: value }))).toEqual([]);
  });

  it('refuses a huge signature with the spec’s length message', () => {
    const huge = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(SIGNATURE_MAX)}`;
    expect(messages(form({ signature: huge }))).toEqual([`signature: Max ${SIGNATURE_MAX} characters`]);
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    '<svg onload="alert(1)"><path d="M0 0"/></svg>',
    'javascript:alert(1)',
    // labelled PNG, but the data is not one (base64 of '<script>')
    'data:image/png;base64,PHNjcmlwdD4=',
  ])('refuses a signature that is neither a PNG data URL nor an SVG path: %s', (signature) => {
    expect(isSignature(signature)).toBe(false);
    expect(messages(form({ signature }))).toEqual(['signature: Invalid value']);
  });

  it.each([
    ['firstName', '<script>alert(1)</script>'],
    ['lastName', 'Virtanen<img src=x onerror=alert(1)>'],
    ['street', '<b>Katu</b> 1'],
    ['city', 'Helsinki>'],
    ['canopy', '<script>'],
    ['note', 'hello <script>alert(1)</script>'],
  ] as const)('refuses markup in %s', (field, value) => {
    expect(messages(form({ [field]: value }))).toEqual([`${field}: No special characters`]);
  });

  it('refuses a bad e-mail, phone, date and licence', () => {
    expect(
      messages(
        form({
          email: 'not-an-email',
          phone: 'call me',
          nextEquipmentExpiration: '2026-02-30',
          license: 'X',
        }),
      ),
    ).toEqual([
      'email: Invalid email',
      'phone: Only numbers and + -',
      'nextEquipmentExpiration: Invalid date',
      expect.stringMatching(/^license: /),
    ]);
  });

  it('refuses a name over the short text limit', () => {
    expect(messages(form({ firstName: 'A'.repeat(101) }))).toEqual(['firstName: Max 100 characters']);
  });
});

describe('postWaiverBody', () => {
  it('wraps the form as { waiver } with an optional bot token', () => {
    expect(postWaiverBody.safeParse({ waiver: form(), botToken: 'token' }).success).toBe(true);
    const refused = postWaiverBody.safeParse({ waiver: form({ firstName: '<x>' }) });
    expect(refused.success).toBe(false);
    expect(issuesToMessages(refused.error?.issues ?? [])).toEqual([
      'waiver.firstName: No special characters',
    ]);
  });
});

describe('waiverUpdateBody', () => {
  const { signature: _s, waiverTextVersionId: _v, ...fields } = form();

  it('takes the fields and checklist ticks, and never the signature', () => {
    const result = waiverUpdateBody.safeParse({
      ...fields,
      signature: 'M 0 0',
      checklist: [{ itemId: VERSION, checked: true }],
    });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('signature');
    expect(result.data?.checklist).toEqual([{ itemId: VERSION, checked: true }]);
  });

  it('keeps requiredIfTrue', () => {
    const result = waiverUpdateBody.safeParse({ ...fields, ownGear: true });
    expect(issuesToMessages(result.error?.issues ?? [])).toEqual([
      'canopy: Required',
      'canopySize: Required',
      'nextEquipmentExpiration: Required',
    ]);
  });
});

describe('waiverListQuery and approveWaiverBody', () => {
  it.each([
    [{}, {}],
    [
      { status: 'pending', year: '2026' },
      { status: 'pending', year: 2026 },
    ],
    [
      { status: 'approved', search: ' aino ' },
      { status: 'approved', search: 'aino' },
    ],
  ])('takes %o', (query, parsed) => {
    expect(waiverListQuery.parse(query)).toEqual(parsed);
  });

  it.each([{ status: 'rejected' }, { year: 'last' }, { year: '1999' }, { year: '2026.5' }])(
    'refuses %o',
    (query) => {
      expect(waiverListQuery.safeParse(query).success).toBe(false);
    },
  );

  it('approves with or without creating the member', () => {
    expect(approveWaiverBody.parse({})).toEqual({});
    expect(approveWaiverBody.parse({ createMember: true })).toEqual({ createMember: true });
    expect(approveWaiverBody.safeParse({ createMember: 'yes' }).success).toBe(false);
  });
});

describe('waiver enums', () => {
  it('the schemas offer exactly the lists of enums.ts, in order', () => {
    expect(waiverStatus.options).toEqual([...waiverStatuses]);
    expect(waiverAlarm.options).toEqual([...waiverAlarmKinds]);
  });
});
