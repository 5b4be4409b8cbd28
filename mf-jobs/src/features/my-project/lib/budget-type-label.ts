import { BUDGET_TYPE_OPTIONS, type BudgetType } from '@freelane/shared';

/** "Fixed Price" / "Hourly Rate": the contract type as the client chose it. */
export function budgetTypeLabel(budgetType: BudgetType): string {
  return BUDGET_TYPE_OPTIONS.find((option) => option.value === budgetType)?.label ?? budgetType;
}
