import uiCss from '@wz/ui/TeacherCard.css?text';

/**
 * The host box: reset whatever the partner page puts on the element (`!important` here beats the page's
 * `!important`: inside a shadow tree the order of important declarations is reversed), fixed size per
 * `size` in em (so the page's font size scales it and nothing moves when data arrives). Inside, every @wz/ui size and
 * space variable is re-expressed in container units of the host, so the whole card scales with the
 * host's font size without em compounding through nested elements. Dark theme overrides the colours.
 */
const hostCss = `
:host {
  all: initial;
  display: inline-block;
  vertical-align: top;
  font-size: inherit;
  box-sizing: border-box !important;
  /* Page rules reach the host element itself; these would show inside (decorations propagate) or resize it. */
  text-decoration: none !important;
  padding: 0 !important;
  border: 0 !important;
  width: 22em !important;
  height: 7.5em !important;
  container-type: inline-size !important;
  --wz-embed-px: calc(100cqw / 352);
  --wz-font-size-xs: calc(12 * var(--wz-embed-px));
  --wz-font-size-sm: calc(13 * var(--wz-embed-px));
  --wz-font-size-md: calc(14 * var(--wz-embed-px));
  --wz-font-size-lg: calc(16 * var(--wz-embed-px));
  --wz-font-size-xl: calc(18 * var(--wz-embed-px));
  --wz-font-size-xxl: calc(22 * var(--wz-embed-px));
  --wz-space-1: calc(4 * var(--wz-embed-px));
  --wz-space-2: calc(8 * var(--wz-embed-px));
  --wz-space-3: calc(12 * var(--wz-embed-px));
  --wz-space-4: calc(16 * var(--wz-embed-px));
  --wz-space-5: calc(20 * var(--wz-embed-px));
  --wz-space-6: calc(24 * var(--wz-embed-px));
}
:host([size="full"]) {
  width: 26em !important;
  height: 14.5em !important;
  --wz-embed-px: calc(100cqw / 416);
}
:host([hidden]) { display: none; }
:host([theme="dark"]) {
  --wz-color-accent: #6ea8ff;
  --wz-color-accent-hover: #8cbaff;
  --wz-color-accent-active: #a9cbff;
  --wz-color-accent-soft: #1d2b44;
  --wz-color-on-accent: #0f1722;
  --wz-color-text: #e8eaed;
  --wz-color-text-secondary: #c3c8d0;
  --wz-color-text-muted: #a3abb7;
  --wz-color-page: #121418;
  --wz-color-surface: #1c1f24;
  --wz-color-surface-muted: #262a31;
  --wz-color-border: #363b44;
  --wz-color-border-strong: #4a505b;
  --wz-color-skeleton: #2c3139;
  --wz-shadow-card: 0 1px 3px rgba(0, 0, 0, 0.5);
  color-scheme: dark;
}
.wz-embed {
  all: initial;
  display: block;
  width: 100%;
  height: 100%;
  font-size: inherit;
}
.wz-embed > * {
  width: 100%;
  height: 100%;
  overflow: hidden;
}
`;

/** @wz/ui's stylesheet for the card (theme on `:root, :host`, reset, TeacherCard) followed by the host rules. */
export const EMBED_CSS = uiCss + hostCss;

let shared: CSSStyleSheet | undefined;

/** One parsed stylesheet adopted by every card's shadow root; a <style> where that is unsupported. */
export function applyStyles(shadow: ShadowRoot): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet === 'function') {
    try {
      shared ??= new CSSStyleSheet();
      if (shared.cssRules.length === 0) shared.replaceSync(EMBED_CSS);
      shadow.adoptedStyleSheets = [shared];
      return;
    } catch {
      // Older engines without constructable stylesheets fall through to <style>.
    }
  }
  const style = document.createElement('style');
  style.textContent = EMBED_CSS;
  shadow.append(style);
}
