import { globalStyle, style } from '@vanilla-extract/css';
import { base, focusRing, input as inputReset, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const form = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxWidth: 720 },
]);

export const field = style([
  base,
  { display: 'grid', gap: vars.space['1'], minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
]);

export const fieldset = style({ border: 0, margin: 0, padding: 0 });

// Horizontal layout: labels in a fixed column left of the controls (wraps back under 480 px).
const horizontal = `${form}[data-layout="horizontal"]`;
globalStyle(`${horizontal} ${field}`, {
  gridTemplateColumns: '7em minmax(0, 1fr)',
  columnGap: vars.space['3'],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const label = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: '36px',
});

/** A floated legend is an ordinary box (not drawn in the border), so it takes its grid cell like a label. */
export const legend = style([label, { float: 'left', width: '100%' }]);
globalStyle(`${horizontal} ${label}`, {
  textAlign: 'right',
  '@media': { 'screen and (max-width: 480px)': { textAlign: 'left' } },
});

export const required = style({ color: vars.color.danger, marginInlineStart: 2 });

export const control = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const hint = style([base, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

export const error = style([base, { color: vars.color.danger, fontSize: vars.fontSize.sm }]);

export const input = style([
  inputReset,
  focusRing,
  {
    width: '100%',
    minHeight: 36,
    padding: `${vars.space['1']} ${vars.space['3']}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&::placeholder': { color: vars.color.textMuted },
      '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
]);

export const textarea = style({ resize: 'vertical', paddingBlock: vars.space['2'] });

export const select = style({
  paddingInlineEnd: vars.space['8'],
  backgroundImage:
    'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 17px) 50%, calc(100% - 12px) 50%',
  backgroundSize: '5px 5px',
  backgroundRepeat: 'no-repeat',
});

export const date = style({ maxWidth: 220 });

export const region = style({ width: 'auto', minWidth: 120, flex: '1 1 0' });

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const affixed = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const affix = style({ color: vars.color.textSecondary, flex: 'none' });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  minHeight: 36,
  alignItems: 'center',
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  cursor: 'pointer',
});

export const inline = style([choice, { minHeight: 36 }]);

export const check = style({
  margin: 0,
  width: 16,
  height: 16,
  accentColor: vars.color.accent,
  flex: 'none',
});

export const loadError = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const formError = style([
  base,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSoft,
    color: vars.color.danger,
  },
]);

export const actions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });
globalStyle(`${horizontal} ${actions}`, {
  paddingInlineStart: `calc(7em + ${vars.space['3']})`,
  '@media': { 'screen and (max-width: 480px)': { paddingInlineStart: 0 } },
});
