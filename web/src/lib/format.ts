const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A whole count with thousands separators ("1,200"). */
export const formatCount = (count: number): string => countFormat.format(count);

/** US dollars, as en-US writes them ("$1,234.50", "-$3.00"). */
export const formatMoney = (amount: number): string => moneyFormat.format(amount);
