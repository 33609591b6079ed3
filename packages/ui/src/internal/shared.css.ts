import { style } from '@vanilla-extract/css';
import { focusRing, input } from '../theme/reset.css';
import { vars } from '../theme/vars.css';

/** The portal's white card. */
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space['4'],
  minWidth: 0,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  paddingLeft: vars.space['2'],
  borderLeft: `3px solid ${vars.color.accent}`,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['3'],
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const textLink = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const fieldError = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** Long Chinese text without spaces must still wrap in narrow containers. */
export const wrapText = style({
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

export const clamp2 = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const clamp1 = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** A multi-line text box (comments, remarks); the caller sets its height. */
export const textArea = style([
  input,
  focusRing,
  {
    width: '100%',
    padding: vars.space['2'],
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    resize: 'vertical',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&::placeholder': { color: vars.color.textMuted },
    },
  },
]);
