import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio } from '@/testing/contrast';
import { headerGlass, theme, whatsappGreen } from './theme';

/** WCAG 2.2 AA for normal-size text (bold under 18.66 px counts as normal). */
const AA = 4.5;
const WHITE = '#ffffff';
const { palette } = theme;

describe('the contrast helper', () => {
  it('measures WCAG contrast ratios, in either order', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(WHITE, '#128c4a')).toBeCloseTo(contrastRatio('#128c4a', WHITE), 10);
  });

  it('blends a see-through colour over another', () => {
    expect(composite('#000000', 0.5, WHITE)).toBe('#808080');
    expect(composite('#123456', 1, WHITE)).toBe('#123456');
  });
});

describe('the theme colours reach WCAG AA (4.5:1) for text', () => {
  it.each([
    ['white on primary', palette.primary.contrastText, palette.primary.main],
    ['white on secondary', palette.secondary.contrastText, palette.secondary.main],
    ['body text on the page', palette.text.primary, palette.background.default],
    ['secondary text on the page', palette.text.secondary, palette.background.default],
    ['secondary text on cards', palette.text.secondary, palette.background.paper],
    ['primary links on the page', palette.primary.main, palette.background.default],
    ['primary links on cards', palette.primary.main, palette.background.paper],
    ['white on success (chips, toasts)', palette.success.contrastText, palette.success.main],
    ['white on error (chips, toasts)', palette.error.contrastText, palette.error.main],
    ['white on warning (chips, toasts)', palette.warning.contrastText, palette.warning.main],
    ['white on info (toasts)', palette.info.contrastText, palette.info.main],
    ['warning text on cards', palette.warning.dark, palette.background.paper],
  ])('%s', (_, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA);
  });

  it('WhatsApp buttons: white on the green and on its hover shade, green text on white and on the page', () => {
    expect(contrastRatio(WHITE, whatsappGreen.main)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(WHITE, whatsappGreen.dark)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(whatsappGreen.main, palette.background.paper)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(whatsappGreen.main, palette.background.default)).toBeGreaterThanOrEqual(
      AA,
    );
    // The old green did not: 4.3:1, which axe reported on the landing and contact pages.
    expect(contrastRatio(WHITE, '#128c4a')).toBeLessThan(AA);
  });

  it('the see-through header over a page without a photo: its links and both brand lines', () => {
    const glass = composite(headerGlass.color, headerGlass.opacity, palette.background.default);
    const brandLine = composite(WHITE, headerGlass.brandLineOpacity, glass);
    expect(contrastRatio(WHITE, glass)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(brandLine, glass)).toBeGreaterThanOrEqual(AA);
    // At the old 0.6 glass the second line ("Tours & Traslados") was 3.9:1.
    const oldGlass = composite(headerGlass.color, 0.6, palette.background.default);
    expect(
      contrastRatio(composite(WHITE, headerGlass.brandLineOpacity, oldGlass), oldGlass),
    ).toBeLessThan(AA);
  });
});

describe("the fields' autofill animations", () => {
  it('come once for the page, in the baseline, and every field runs them', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="Nombre" />
        <TextField label="Correo" />
        <TextField label="Teléfono" />
      </ThemeProvider>,
    );
    const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    // Written once, with the baseline, not once more by each field as it mounts.
    expect(css.join('').match(/@keyframes mui-auto-fill\{/g)).toHaveLength(1);
    expect(css.join('').match(/@keyframes mui-auto-fill-cancel\{/g)).toHaveLength(1);
    for (const input of screen.getAllByRole('textbox')) {
      expect(getComputedStyle(input).animationName).toBe('mui-auto-fill-cancel');
    }
  });
});
