import { style } from '@vanilla-extract/css';
import { root } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';
import * as shared from '../../../internal/shared.css';

export const wrap = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
]);

export const modes = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  display: 'block',
  marginBottom: vars.space['1'],
});

export const textarea = style([shared.textArea, { minHeight: 96 }]);

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space['1'],
});

export const levels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const level = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      color: vars.color.accentActive,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.accent}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({ margin: 0, accentColor: vars.color.accent });

export const actions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' });
