const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** US dollars, as en-US writes them ("$1,234.50", "-$3.00"): the one way the web app, errors and mail show an amount. */
export const formatMoney = (amount: number): string => moneyFormat.format(amount);

/** A whole count with thousands separators ("1,200"). */
export const formatCount = (count: number): string => countFormat.format(count);
