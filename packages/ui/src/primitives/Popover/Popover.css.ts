import { style } from '@vanilla-extract/css';
import { base } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const anchor = style({ display: 'inline-flex' });

export const popover = style([
  base,
  {
    position: 'fixed',
    zIndex: vars.zIndex.popover,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.popover,
    border: `1px solid ${vars.color.border}`,
    padding: vars.space['3'],
    maxWidth: 'calc(100vw - 16px)',
    outline: 'none',
  },
]);

export const title = style({ fontWeight: vars.fontWeight.medium, marginBottom: vars.space['2'] });
