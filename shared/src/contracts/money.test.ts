import { currencyCode, formatMoney } from './money';

describe('money (issue 28)', () => {
  it('formats an amount in the site currency with Intl.NumberFormat', () => {
    expect(formatMoney(1250, 'USD', { locale: 'en-US' })).toBe('$1,250.00');
    expect(formatMoney(500, 'INR', { locale: 'en-IN' })).toBe('₹500.00');
    expect(formatMoney(80.5, 'EUR', { locale: 'en-IE' })).toBe('€80.50');
    expect(formatMoney(500, 'INR', { locale: 'en-IN', wholeUnits: true })).toBe('₹500');
    expect(formatMoney(499.5, 'USD', { locale: 'en-US', wholeUnits: true })).toBe('$499.50');
  });

  it('accepts ISO 4217 codes only', () => {
    expect(currencyCode.parse(' inr ')).toBe('INR');
    expect(currencyCode.safeParse('DOLLARS').success).toBe(false);
    expect(currencyCode.safeParse('XYZ').success).toBe(false);
  });
});
