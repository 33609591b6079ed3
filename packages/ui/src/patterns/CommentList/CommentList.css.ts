import { style } from '@vanilla-extract/css';
import { img, list, root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';
import * as shared from '../../internal/shared.css';

export const wrap = style([
  root,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'] },
]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const textarea = style([shared.textArea, { minHeight: 80 }]);

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const items = style([list, { display: 'flex', flexDirection: 'column' }]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style([
  img,
  {
    width: 40,
    height: 40,
    borderRadius: vars.radius.full,
    objectFit: 'cover',
    background: vars.color.surfaceMuted,
  },
]);

export const initial = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentActive,
  fontWeight: vars.fontWeight.bold,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
});

export const nickname = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const content = style({
  margin: `${vars.space['1']} 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const replies = style([
  list,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    margin: `${vars.space['2']} 0`,
    padding: vars.space['3'],
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.md,
  },
]);

export const reply = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const replyForm = style({ marginTop: vars.space['2'] });

export const skeletonRow = style({
  height: 72,
  margin: `${vars.space['2']} 0`,
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});
