import { BUDGET_BUCKET_OPTIONS, formatMoney } from '@freelane/shared/contracts';
import { budgetBucketLabel } from './budget-bucket-label';

const labels = (currency: string) =>
  BUDGET_BUCKET_OPTIONS.map((option) =>
    budgetBucketLabel(option, (amount) => formatMoney(amount, currency, { locale: 'en-US', wholeUnits: true })),
  );

describe('Find Jobs budget filter labels', () => {
  it("name the spec's buckets with amounts in the site's currency", () => {
    expect(labels('USD')).toEqual([
      'Under $100',
      '$100 - $500',
      'Over $500 to $1,000',
      'Over $1,000 to $2,000',
      'Over $2,000',
    ]);
    expect(labels('INR')).toEqual([
      'Under ₹100',
      '₹100 - ₹500',
      'Over ₹500 to ₹1,000',
      'Over ₹1,000 to ₹2,000',
      'Over ₹2,000',
    ]);
  });
});
