import { enUsCurrencySign, formatMoney } from './money-format';
import { currencySymbol } from '../session/money';

/** The currencies en-US amounts are written without Intl for (money-format.ts). */
const WRITTEN = [
  'USD',
  'EUR',
  'GBP',
  'INR',
  'CAD',
  'AUD',
  'NZD',
  'MXN',
  'BRL',
  'HKD',
  'CNY',
  'PHP',
  'ILS',
  'TWD',
  'JPY',
  'KRW',
  'VND',
];

/** A fixed sequence of amounts (a seeded generator: the same every run), with the edges added. */
function amounts(): number[] {
  let seed = 20261205;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const list = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.005,
    2.675,
    0.125,
    1.995,
    9.995,
    999.995,
    999999.995,
    -0.001,
    -0.005,
    0.004,
    0.000001,
    0.0000005,
    1e15,
    123456789012.345,
    1e20 + 1,
    1e21,
    5e-7,
    -1234.5,
    1250,
    499.5,
    Number.MAX_SAFE_INTEGER,
  ];
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 9);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * magnitude * 10 ** decimals) / 10 ** decimals;
    list.push(next() < 0.2 ? -value : value);
  }
  return list;
}

describe('money written without Intl for en-US readers (issue 39)', () => {
  it('writes every amount exactly as Intl.NumberFormat does, in each currency it knows, whole or not', () => {
    const mismatches: string[] = [];
    for (const currency of WRITTEN) {
      for (const wholeUnits of [false, true]) {
        for (const amount of amounts()) {
          const whole = wholeUnits && Number.isInteger(amount);
          const expected = new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency,
            ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
          }).format(amount);
          const written = formatMoney(amount, currency, { locale: 'en-US', wholeUnits });
          if (written !== expected) mismatches.push(`${currency} ${wholeUnits} ${amount}: ${written} ≠ ${expected}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('leaves what it does not know to Intl: another currency, another language, a number that is not finite', () => {
    const NumberFormat = Intl.NumberFormat;
    const built: unknown[] = [];
    const spy = jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
      built.push([args[0], args[1]?.currency]);
      return new NumberFormat(...args);
    });
    try {
      expect(formatMoney(1250, 'USD', { locale: 'en-US' })).toBe('$1,250.00');
      expect(built).toEqual([]);
      expect(formatMoney(80.5, 'CHF', { locale: 'en-US' })).toBe(
        new NumberFormat('en-US', { style: 'currency', currency: 'CHF' }).format(80.5),
      );
      expect(formatMoney(80.5, 'EUR', { locale: 'de-DE' })).toBe(
        new NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(80.5),
      );
      expect(built).toEqual([
        ['en-US', 'CHF'],
        ['de-DE', 'EUR'],
      ]);
      // (Intl's en-US dollar formatter may be built already: the test above had it write 1e21.)
      expect(formatMoney(Number.NaN, 'USD', { locale: 'en-US' })).toBe('$NaN');
    } finally {
      spy.mockRestore();
    }
  });

  it("gives each known currency's sign as Intl writes it for en-US, and none for another language", () => {
    for (const currency of WRITTEN) {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
      const sign = parts.find((part) => part.type === 'currency')?.value;
      expect(enUsCurrencySign(currency, 'en-US')).toBe(sign);
      expect(currencySymbol(currency, 'en-US')).toBe(sign);
    }
    expect(enUsCurrencySign('USD', 'en-GB')).toBeUndefined();
    expect(currencySymbol('USD', 'en-GB')).toBe('US$');
  });
});
