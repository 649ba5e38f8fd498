// The MUI theme: a warm Caribbean palette (sea teal, coral, sand) with readable contrast.
import { createTheme } from '@mui/material/styles';

export const HEADER_HEIGHT = 80;

/**
 * WhatsApp's green, darkened from #128c4a (4.3:1) so white text on it and green text on white
 * both pass WCAG AA (4.5:1): 5.4:1 for main, 6.4:1 for the hover shade.
 */
export const whatsappGreen = { main: '#0b7a3e', dark: '#0d6e3a' } as const;

/**
 * The public header's see-through glass (over a photo, or over the page where there is none) and
 * the opacity of the brand's second line on it: white text keeps 6.5:1 and that line 5.3:1 even
 * over the page's light background (at 0.6 the line was 3.9:1).
 */
export const headerGlass = { color: '#0a1e24', opacity: 0.7, brandLineOpacity: 0.85 } as const;

/** The animations MUI's fields start on to learn the browser filled them in (InputBase). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e79', dark: '#07505a', light: '#3b9aa4', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', dark: '#9a3412', light: '#ea7a4b', contrastText: '#ffffff' },
    background: { default: '#fffaf2', paper: '#ffffff' },
    text: { primary: '#1f2a30', secondary: '#4a5a63' },
    // White text on each status colour (chips, toasts) keeps 4.5:1 or more; MUI's own orange
    // (#ed6c02) and blue (#0288d1) give 3.0:1 and 3.7:1.
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
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
    // The autofill keyframes MUI's fields listen for (a field filled by the browser shrinks its
    // label), once for the page in the baseline. By default every field adds a <style> element of
    // its own as it mounts, and each one restyles the whole page: six in the home page's commit.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTOFILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationName: AUTOFILL, animationDuration: '5000s' },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
        [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
        html: { scrollBehavior: 'smooth' },
        // A long word from the admin (a web address, an e-mail, a pasted code) wraps instead of
        // widening the page: on a phone that would scroll sideways and push pop-ups off screen.
        body: { overflowWrap: 'break-word' },
      },
    },
  },
});
