/** Money as agreed prices: two decimals only when needed. */
const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function formatMoney(amount: number): string {
  return `$${moneyFormat.format(amount)}`;
}
