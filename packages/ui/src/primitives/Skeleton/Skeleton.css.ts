import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const group = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['2'] },
]);

export const bone = recipe({
  base: [
    base,
    {
      display: 'block',
      background: vars.color.skeleton,
      animation: `${pulse} 1.4s ease-in-out infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
  variants: {
    shape: {
      text: { height: '1em', margin: '0.35em 0', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%' },
    },
  },
});
