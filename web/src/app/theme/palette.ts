/** Brand colours: navy for structure, amber for calls to action and highlights. */
export const brand = {
  navy: '#0d2c54',
  navyLight: '#1f4a80',
  navyDark: '#071a33',
  amber: '#f6a609',
  amberDark: '#c98500',
  surface: '#f5f7fa',
} as const;
