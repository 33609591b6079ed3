import { style } from '@vanilla-extract/css';
import { img } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const head = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: vars.space['4'],
  '@container': { '(max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const pic = style([
  img,
  {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    '@container': { '(max-width: 560px)': { maxWidth: 320 } },
  },
]);

/** Put on a component's outer element so its layout follows its own width (partner pages, sidebars). */
export const container = style({ containerType: 'inline-size' });

export const name = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: `0 0 ${vars.space['3']}`,
});

export const field = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  minWidth: 0,
});

export const wide = style({ gridColumn: '1 / -1' });

export const term = style({ flex: 'none', color: vars.color.textMuted });

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const skeleton = style({ background: vars.color.skeleton, borderRadius: vars.radius.sm });
