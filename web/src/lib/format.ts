const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count with thousands separators ("1,200"). */
export const formatCount = (count: number): string => countFormat.format(count);
