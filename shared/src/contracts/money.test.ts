import { currencyCode, formatMoney } from './money';
import { warmMoneyFormat } from './money-format';

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

  it('builds the page\'s formatters ahead of its first render, and leaves a bad currency to the page', () => {
    const NumberFormat = Intl.NumberFormat;
    const built: unknown[] = [];
    const spy = jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
      built.push(args[1]);
      return new NumberFormat(...args);
    });
    try {
      warmMoneyFormat('CHF');
      expect(built).toEqual([
        { style: 'currency', currency: 'CHF' },
        { style: 'currency', currency: 'CHF', maximumFractionDigits: 0, minimumFractionDigits: 0 },
      ]);
      built.length = 0;
      expect(formatMoney(12, 'CHF', { locale: undefined })).toMatch(/12\.00/);
      expect(built).toEqual([]); // the page's format reuses what was built ahead
      expect(() => warmMoneyFormat('NOT A CURRENCY')).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});
