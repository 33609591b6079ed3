import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * A scoped reset: applied through classes on our own elements, never to bare tags, so importing the
 * stylesheet into a partner page does not restyle that page.
 */
export const base = style({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  fontSize: '100%',
  font: 'inherit',
  verticalAlign: 'baseline',
  WebkitTapHighlightColor: 'transparent',
});

/** The root of every component: sets the portal's type so text inherits it. */
export const root = style([
  base,
  {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
    color: vars.color.text,
    WebkitFontSmoothing: 'antialiased',
  },
]);

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

export const button = style([
  base,
  {
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    lineHeight: 'inherit',
    appearance: 'none',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const input = style([
  base,
  { background: 'none', color: 'inherit', lineHeight: 'inherit', appearance: 'none' },
]);

export const list = style([base, { listStyle: 'none' }]);

export const link = style([base, { color: 'inherit', textDecoration: 'none' }]);

export const img = style([base, { display: 'block', maxWidth: '100%' }]);

/** Visible focus ring for keyboard users only. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});

/** Hidden visually, kept for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
