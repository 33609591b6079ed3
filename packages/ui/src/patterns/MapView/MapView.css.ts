import { globalStyle, style } from '@vanilla-extract/css';
import { root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

export const frame = style([
  root,
  {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: '#eef2f6',
    // Leaflet's panes use z-index up to 1000: keep them under the page's own overlays.
    isolation: 'isolate',
  },
]);

/** The Leaflet container fills the frame. */
export const canvas = style({ position: 'absolute', inset: 0 });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: `repeating-linear-gradient(45deg, #eef2f6, #eef2f6 12px, #e6ebf1 12px, #e6ebf1 24px)`,
});

/** Page controls laid over the map (top right, under Leaflet's own corner controls' layer). */
export const overlay = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  zIndex: 1001,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

// The marker icons are Leaflet divIcons: no image files to resolve, the same look everywhere.
export const pin = style({ background: 'none', border: 'none' });
globalStyle(`${pin} svg`, { display: 'block', filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.3))' });

export const self = style({
  background: vars.color.accent,
  border: '3px solid #fff',
  borderRadius: '50%',
  boxShadow: `0 0 0 6px rgba(23, 99, 212, 0.25)`,
});

globalStyle(`${frame} .leaflet-container`, { fontFamily: vars.font.body, background: '#eef2f6' });
globalStyle(`${frame} .leaflet-control-attribution a`, { color: vars.color.accent });

/** The picker's "mark the middle" button, bottom left, above Leaflet's panes. */
export const pickBar = style({
  position: 'absolute',
  left: vars.space['3'],
  bottom: vars.space['3'],
  zIndex: 1001,
});

export const pickedLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
