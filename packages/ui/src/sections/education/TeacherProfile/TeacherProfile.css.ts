import { style } from '@vanilla-extract/css';
import { img, root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

/** The card is a size container: the layout follows the space it is given, not the viewport. */
export const profile = style([
  root,
  {
    containerType: 'inline-size',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  },
]);

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: vars.space['5'],
  padding: vars.space['5'],
  '@container': {
    '(max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space['4'] },
  },
});

export const photo = style([
  img,
  {
    width: 160,
    height: 200,
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    '@container': { '(max-width: 560px)': { width: 120, height: 150 } },
  },
]);

export const noPhoto = style({
  width: 160,
  height: 200,
  borderRadius: vars.radius.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontSize: 48,
  fontWeight: vars.fontWeight.bold,
  '@container': { '(max-width: 560px)': { width: 120, height: 150 } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const zhiwu = style({
  marginLeft: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.accentActive,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
});

export const field = style({ display: 'flex', gap: vars.space['1'], minWidth: 0 });

export const term = style({ flex: 'none', color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 64,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const statValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textSecondary });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const docImage = style([
  img,
  { width: '100%', height: 'auto', borderRadius: vars.radius.sm },
]);

export const skeleton = style({ background: vars.color.skeleton, borderRadius: vars.radius.sm });
