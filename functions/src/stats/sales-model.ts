/** A salesMonths/{YYYY-MM} document. Changed in the same transaction as the order it counts. */
export interface SalesMonthDocument {
  units: number;
  revenue: number;
  orders: number;
}
