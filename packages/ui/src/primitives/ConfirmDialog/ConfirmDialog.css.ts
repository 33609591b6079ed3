import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const message = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  wordBreak: 'break-word',
});

export const mark = style({
  flexShrink: 0,
  width: 22,
  height: 22,
  marginTop: 2,
  borderRadius: '50%',
  background: vars.color.warning,
  color: '#fff',
  fontWeight: vars.fontWeight.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 14,
  lineHeight: 1,
});
