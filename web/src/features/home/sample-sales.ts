/** Fixed sample figures for the Home chart screen (not fetched; the real sales are in the dashboard). */
export const SAMPLE_MONTHS = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'] as const;

export const SAMPLE_SALES = [
  { month: 'Mar', toolsUnit: 11500, sell: 8900 },
  { month: 'Apr', toolsUnit: 12400, sell: 9300 },
  { month: 'May', toolsUnit: 13100, sell: 9700 },
  { month: 'Jun', toolsUnit: 13900, sell: 10100 },
  { month: 'Jul', toolsUnit: 14700, sell: 10600 },
  { month: 'Aug', toolsUnit: 15500, sell: 11000 },
] as const;

export const CHART_WIDTH = 520;
export const CHART_HEIGHT = 300;
/** The chart plus the card's 8px padding on each side. */
export const CHART_CARD_MAX_WIDTH = CHART_WIDTH + 16;
