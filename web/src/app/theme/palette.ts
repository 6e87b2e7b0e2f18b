/** Brand colours: navy for structure, amber for calls to action and highlights. */
export const brand = {
  navy: '#0d2c54',
  navyLight: '#1f4a80',
  navyDark: '#071a33',
  amber: '#f6a609',
  amberDark: '#c98500',
  /** Amber dark enough for text on white and on the surface (5:1 and more); the brighter ambers are for fills. */
  amberText: '#935f00',
  surface: '#f5f7fa',
} as const;
