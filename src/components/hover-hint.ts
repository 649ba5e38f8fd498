// A short hint under a header icon button on hover or keyboard focus, drawn by CSS alone: MUI's
// Tooltip would bring Popper (about 12 KB gzip) to every public page for two buttons.
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Styles for an IconButton that carries its hint in `data-hint` (the same text as its
 * aria-label, so screen readers hear it once, from the label). The hint opens under the button's
 * right edge, so it never runs past the screen's right side.
 */
export const hoverHintSx: SxProps<Theme> = {
  '&::after': {
    content: 'attr(data-hint)',
    position: 'absolute',
    top: '100%',
    right: 0,
    mt: 0.5,
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'rgba(97, 97, 97, 0.92)',
    color: 'common.white',
    typography: 'caption',
    fontWeight: 500,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    opacity: 0,
    visibility: 'hidden',
    transition: 'opacity 150ms ease 100ms, visibility 0s linear 250ms',
    zIndex: 'tooltip',
  },
  '&:focus-visible::after': { opacity: 1, visibility: 'visible', transitionDelay: '100ms, 0s' },
  // Only where a pointer can hover: on a phone a tap would leave the hint stuck open.
  '@media (hover: hover)': {
    '&:hover::after': { opacity: 1, visibility: 'visible', transitionDelay: '100ms, 0s' },
  },
};
