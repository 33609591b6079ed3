import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The banner's frame (BannerCarousel's), here so the placeholder loads without the carousel.
export const frame = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.skeleton,
});
