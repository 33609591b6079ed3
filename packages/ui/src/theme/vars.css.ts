import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** Prefix every custom property (`--wz-color-accent`) so an embedded card cannot clash with a partner page. */
const toVarName = (_value: string | null, path: string[]) =>
  `wz-${path.map((p) => p.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()).join('-')}`;

export const vars = createGlobalThemeContract(tokens, toVarName);

// `:host` too, so the theme also applies inside the shadow root used by @wz/embed.
createGlobalTheme(':root, :host', vars, tokens);
