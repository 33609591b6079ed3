import { globalStyle, style } from '@vanilla-extract/css';
import { root } from '../../theme/reset.css';
import { vars } from '../../theme/vars.css';

/** Server HTML (rich-text editor output): readable defaults scoped under this class only. */
export const content = style([root, { wordBreak: 'break-word', overflowWrap: 'anywhere' }]);

globalStyle(`${content} p`, { margin: `0 0 ${vars.space['3']}` });
globalStyle(`${content} h1, ${content} h2, ${content} h3, ${content} h4`, {
  margin: `${vars.space['4']} 0 ${vars.space['2']}`,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${content} h1`, { fontSize: vars.fontSize.xxl });
globalStyle(`${content} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${content} h3, ${content} h4`, { fontSize: vars.fontSize.lg });
globalStyle(`${content} img, ${content} video`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${content} ul, ${content} ol`, {
  margin: `0 0 ${vars.space['3']}`,
  paddingLeft: '1.5em',
});
globalStyle(`${content} table`, { borderCollapse: 'collapse', maxWidth: '100%' });
globalStyle(`${content} td, ${content} th`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['2'],
});
globalStyle(`${content} blockquote`, {
  margin: `0 0 ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textSecondary,
});
