import { style } from '@vanilla-extract/css';
import { button, focusRing, input, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const form = style([
  root,
  {
    display: 'flex',
    alignItems: 'stretch',
    height: 40,
    width: '100%',
    maxWidth: 560,
    border: `2px solid ${vars.color.accent}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    // the suggestions hang below the box
    position: 'relative',
  },
]);

export const field = style([
  input,
  {
    flex: 1,
    minWidth: 0,
    padding: `0 ${vars.space['3']}`,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    outline: 'none',
    selectors: { '&::placeholder': { color: vars.color.textMuted } },
  },
]);

export const submit = style([
  button,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `0 ${vars.space['5']}`,
    borderRadius: `0 calc(${vars.radius.md} - 2px) calc(${vars.radius.md} - 2px) 0`,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&:focus-visible': { outlineColor: vars.color.onAccent, outlineOffset: -4 },
    },
  },
]);

export const suggestions = style([
  root,
  {
    position: 'absolute',
    top: 'calc(100% + 2px)',
    left: -2,
    right: -2,
    zIndex: 30,
    margin: 0,
    padding: `${vars.space['1']} 0`,
    listStyle: 'none',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
    maxHeight: '60vh',
    overflowY: 'auto',
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const suggestion = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.surfaceMuted },
  },
});
