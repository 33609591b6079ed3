import { style } from '@vanilla-extract/css';
import { base, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

/** Wide layout from this width of the frame itself (not of the window). */
const wide = '(min-width: 720px)';

export const frame = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'], containerType: 'inline-size' },
]);

const panel = {
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space['4'],
} as const;

export const head = style({
  ...panel,
  display: 'grid',
  gap: vars.space['5'],
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)' } },
});

export const gallery = style({ minWidth: 0 });

export const gallerySkeleton = style({ width: '100%', aspectRatio: '4 / 3' });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const title = style([
  base,
  {
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
]);

export const tags = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] }]);

export const tag = style({
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontSize: vars.fontSize.xs,
  lineHeight: '22px',
});

export const price = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.price,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style([
  base,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7em, 1fr))',
    gap: vars.space['3'],
  },
]);

export const fact = style({ minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style([
  base,
  { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const body = style({ display: 'grid', gap: vars.space['4'], alignItems: 'start' });

export const withAside = style({
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@container': { [wide]: { position: 'sticky', top: vars.space['4'] } },
});

export const section = style(panel);

export const sectionTitle = style([
  base,
  {
    marginBottom: vars.space['3'],
    paddingLeft: vars.space['2'],
    borderLeft: `3px solid ${vars.color.accent}`,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
]);
