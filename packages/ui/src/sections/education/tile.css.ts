import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

/** A bordered picture card filling its grid cell (campus cards, courseware in card view). */
export const tile = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    background: vars.color.surface,
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'left',
  },
]);
