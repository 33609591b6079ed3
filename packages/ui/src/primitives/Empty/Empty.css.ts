import { style } from '@vanilla-extract/css';
import { root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const empty = style([
  root,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['3'],
    padding: `${vars.space['10']} ${vars.space['4']}`,
    color: vars.color.textMuted,
    textAlign: 'center',
  },
]);

export const icon = style({ fontSize: 48, color: vars.color.borderStrong, display: 'inline-flex' });

export const text = style({ margin: 0, fontSize: vars.fontSize.md });
