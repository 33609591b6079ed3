import { style } from '@vanilla-extract/css';
import { img } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const qr = style([
  img,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: '#ffffff',
    imageRendering: 'pixelated',
  },
]);

export const qrPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  maxWidth: '100%',
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textSecondary,
});

export const price = style({
  color: vars.color.price,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  margin: 0,
  minHeight: '1.7em',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.success },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[data-tone="warning"]': { color: vars.color.warning },
    '&[data-tone="neutral"]': { color: vars.color.textSecondary },
  },
});

export const order = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const deadline = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** Phones pay in their app; a desktop scans the QR. */
const phone = 'screen and (max-width: 767px)';

export const appLinks = style({
  display: 'none',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space['3'],
  '@media': { [phone]: { display: 'flex' } },
});

export const appLink = style({
  display: 'block',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: '#ffffff',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '& + &': { background: '#0e5fd8' } },
});

export const qrOnDesktop = style({
  display: 'contents',
  '@media': { [phone]: { display: 'none' } },
});
