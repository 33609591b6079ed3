import { globalStyle, style } from '@vanilla-extract/css';
import { base, button, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const frame = style([
  root,
  {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    overflow: 'hidden',
    selectors: {
      '&:focus-within': {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 1px ${vars.color.accent}`,
      },
    },
  },
]);

export const invalid = style({ borderColor: vars.color.danger });

export const disabled = style({ background: vars.color.surfaceMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  minHeight: 41,
  padding: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const group = style({ display: 'inline-flex', gap: 2 });

export const tool = style([
  button,
  {
    minWidth: 32,
    height: 32,
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.accentSoft },
      '&[aria-pressed="true"]': {
        background: vars.color.accentSoft,
        color: vars.color.accentActive,
      },
      '&:disabled': { color: vars.color.textMuted, opacity: 0.6 },
      '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: -2 },
    },
  },
]);

export const content = style([
  base,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    outline: 'none',
    lineHeight: vars.lineHeight.body,
    overflowWrap: 'anywhere',
  },
]);

export const loading = style({ color: vars.color.textMuted });

globalStyle(`${content} > * + *`, { marginTop: vars.space['2'] });
globalStyle(`${content} p, ${content} h2, ${content} h3, ${content} blockquote`, {
  margin: 0,
});
globalStyle(`${content} h2`, { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
globalStyle(`${content} h3`, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
globalStyle(`${content} ul, ${content} ol`, { margin: 0, paddingInlineStart: '1.5em' });
globalStyle(`${content} blockquote`, {
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});
globalStyle(`${content} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${content} a`, { color: vars.color.accent });
globalStyle(`${content} p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  color: vars.color.textMuted,
  float: 'left',
  height: 0,
  pointerEvents: 'none',
});
