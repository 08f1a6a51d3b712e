import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, paymentFormSchema } from './paymentForm';

const memberId = '7a000000-0000-4000-8000-000000000001';

describe('paymentFormSchema', () => {
  const club = { paymentMethods: ['Käteinen', 'Kortti'], allowCustomPaymentMethods: false };
  const payment = { mode: 'payment' as const, memberId, amount: '10', method: 'Käteinen', comment: '' };
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('takes a valid payment in euros', () => {
    expect(paymentFormSchema(club).parse(payment)).toEqual({ ...payment, amount: 10 });
  });

  it('uses the shared rules: not zero, within the balance bounds, at most two decimals', () => {
    const schema = paymentFormSchema(club);
    expect(messages(schema.safeParse({ ...payment, amount: '0' }))).toEqual(['Invalid amount']);
    expect(messages(schema.safeParse({ ...payment, amount: '-100000,01' }))).toEqual(['Minimum -100000']);
    expect(messages(schema.safeParse({ ...payment, amount: '1,234' }))).toEqual(['Invalid amount']);
    expect(messages(schema.safeParse({ ...payment, amount: '12,500' }))).toEqual(['Invalid amount']);
    expect(messages(schema.safeParse({ ...payment, amount: 'abc' }))).toEqual(['Invalid amount']);
    expect(messages(schema.safeParse({ ...payment, amount: '' }))).toEqual(['Required']);
    expect(messages(schema.safeParse({ ...payment, memberId: '' }))).toEqual(['Required']);
  });

  it('refuses a method outside the club’s list unless custom methods are allowed', () => {
    const custom = { ...payment, method: 'Bitcoin' };
    expect(messages(paymentFormSchema(club).safeParse(custom))).toEqual([
      'You cannot enter custom payment methods',
    ]);
    expect(paymentFormSchema({ ...club, allowCustomPaymentMethods: true }).safeParse(custom).success).toBe(
      true,
    );
    expect(messages(paymentFormSchema(club).safeParse({ ...payment, method: ' ' }))[0]).toBe(
      'Method is required',
    );
  });

  it('allows a zero new balance and no method', () => {
    const result = paymentFormSchema(club).parse({ ...payment, mode: 'newBalance', amount: '0', method: '' });
    expect(result).toEqual({ mode: 'newBalance', memberId, amount: 0, method: undefined, comment: '' });
  });
});

describe('newIdempotencyKey', () => {
  it('makes a v4 UUID, also without crypto.randomUUID (plain http)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(v4);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
