import { type BUDGET_BUCKET_OPTIONS } from '@freelane/shared/contracts';

type BudgetBucketOption = (typeof BUDGET_BUCKET_OPTIONS)[number];

/**
 * A budget filter's label in the site's currency, from the bucket's own bounds: "Under $100",
 * "$100 - $500", "Over $500 to $1,000", "Over $2,000" (the spec's wording, with the amounts).
 */
export function budgetBucketLabel(option: BudgetBucketOption, money: (amount: number) => string): string {
  const { min, max, minInclusive } = option;
  if (min === null && max !== null) return `Under ${money(max)}`;
  if (max === null && min !== null) return `Over ${money(min)}`;
  if (min === null || max === null) return option.label;
  return minInclusive ? `${money(min)} - ${money(max)}` : `Over ${money(min)} to ${money(max)}`;
}
