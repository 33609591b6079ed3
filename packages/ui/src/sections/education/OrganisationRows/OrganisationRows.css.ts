import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const rows = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  containerType: 'inline-size',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 160px) minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  '@container': { '(max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 } },
});

export const name = style({
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const skeletonRow = style({
  height: 24,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});
