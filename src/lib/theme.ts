// The MUI theme: a warm Caribbean palette (sea teal, coral, sand) with readable contrast.
import { createTheme } from '@mui/material/styles';

export const HEADER_HEIGHT = 80;

export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e79', dark: '#07505a', light: '#3b9aa4', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', dark: '#9a3412', light: '#ea7a4b', contrastText: '#ffffff' },
    background: { default: '#fffaf2', paper: '#ffffff' },
    text: { primary: '#1f2a30', secondary: '#4a5a63' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Nunito Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, fontSize: 'clamp(2rem, 6vw, 3.5rem)' },
    h2: { fontWeight: 800, fontSize: 'clamp(1.6rem, 4.5vw, 2.5rem)' },
    h3: { fontWeight: 700, fontSize: 'clamp(1.3rem, 3.5vw, 1.8rem)' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 44 } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiCssBaseline: { styleOverrides: { html: { scrollBehavior: 'smooth' } } },
  },
});
