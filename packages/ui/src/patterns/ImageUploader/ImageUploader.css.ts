import { style } from '@vanilla-extract/css';
import { base, button, list, root as rootReset } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

const TILE = 120;

export const root = style([
  rootReset,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    borderRadius: vars.radius.md,
    outline: '2px dashed transparent',
    outlineOffset: 4,
  },
]);

export const dropping = style({ outlineColor: vars.color.accent });

export const grid = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, ${TILE}px)`,
    gap: vars.space['3'],
  },
]);

export const tile = style({
  position: 'relative',
  width: TILE,
  height: TILE,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const failedTile = style({ borderColor: vars.color.danger });

export const thumb = style([
  base,
  { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
]);

export const dim = style({ opacity: 0.6 });

export const cover = style({
  position: 'absolute',
  top: 0,
  left: 0,
  padding: `0 ${vars.space['2']}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  borderBottomRightRadius: vars.radius.md,
});

export const tools = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: 2,
  background: 'rgba(15, 23, 42, 0.72)',
});

/** 设为封面 on the other pictures: the cover badge's place, as a button. */
export const setCover = style([
  button,
  {
    background: 'rgba(15, 23, 42, 0.72)',
    lineHeight: vars.lineHeight.body,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accent },
      '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const add = style([
  button,
  {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    color: vars.color.textSecondary,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const state = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  padding: vars.space['2'],
  textAlign: 'center',
  background: 'rgba(255, 255, 255, 0.7)',
});

export const progress = style({ width: '100%', height: 6, accentColor: vars.color.accent });

export const percent = style({ fontSize: vars.fontSize.xs, color: vars.color.text });

export const failText = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  lineHeight: vars.lineHeight.tight,
});

export const failActions = style({ display: 'flex', gap: vars.space['1'] });

export const rules = style([base, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

export const notices = style([list, { color: vars.color.danger, fontSize: vars.fontSize.sm }]);

export const cropStage = style({
  position: 'relative',
  height: 320,
  background: '#111',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const zoom = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
});
