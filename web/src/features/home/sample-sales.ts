/** Fixed sample figures for the Home chart screen (not fetched; the real sales are in the dashboard), March to August. */
export const SAMPLE_SALES = [
  { month: 3, toolsUnit: 11500, sell: 8900 },
  { month: 4, toolsUnit: 12400, sell: 9300 },
  { month: 5, toolsUnit: 13100, sell: 9700 },
  { month: 6, toolsUnit: 13900, sell: 10100 },
  { month: 7, toolsUnit: 14700, sell: 10600 },
  { month: 8, toolsUnit: 15500, sell: 11000 },
] as const;

export const CHART_WIDTH = 520;
export const CHART_HEIGHT = 300;
/** The chart plus the card's 8px padding on each side. */
export const CHART_CARD_MAX_WIDTH = CHART_WIDTH + 16;
