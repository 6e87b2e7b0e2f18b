import { createTheme } from '@mui/material/styles';
import { BANGLA_FONT_FAMILY } from '../../lib/i18n/bangla-font';
import { brand } from './palette';

declare module '@mui/material/styles' {
  interface TypeText {
    /** Text that stands out in the brand's amber (overlines, the 404): `color="text.accent"`. */
    accent: string;
  }
}

const fontFamily = [
  `"${BANGLA_FONT_FAMILY}"`,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: brand.navy, light: brand.navyLight, dark: brand.navyDark, contrastText: '#ffffff' },
    secondary: { main: brand.amber, dark: brand.amberDark, contrastText: brand.navyDark },
    background: { default: brand.surface, paper: '#ffffff' },
    text: { primary: '#1a2433', secondary: '#4a5568', accent: brand.amberText },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, fontSize: '2.4rem', lineHeight: 1.15 },
    h2: { fontWeight: 800, fontSize: '2rem', lineHeight: 1.2 },
    h3: { fontWeight: 700, fontSize: '1.6rem' },
    h4: { fontWeight: 700, fontSize: '1.4rem' },
    h5: { fontWeight: 700, fontSize: '1.2rem' },
    h6: { fontWeight: 700, fontSize: '1.05rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: {
          borderRadius: 14,
          transition: 'box-shadow 160ms ease, transform 160ms ease',
        },
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true, margin: 'normal' },
    },
    MuiTableCell: {
      styleOverrides: { head: { fontWeight: 700 } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
  },
});
