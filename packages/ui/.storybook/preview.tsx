import type { Preview } from '@storybook/react-vite';
import axe from 'axe-core';
import { Toaster } from '../src/primitives/Toast/Toast';
import { PORTAL_ATTR } from '../src/internal/portal';

/**
 * The stylesheet for previews only: motion is removed under prefers-reduced-motion (the test browser
 * and the screenshot browser both emulate it) so axe and screenshots never see a half-finished fade.
 */
const previewCss = `
body { margin: 0; background: #f4f6f9; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important; caret-color: transparent; }
}`;
if (typeof document !== 'undefined' && !document.getElementById('wz-preview-css')) {
  const el = document.createElement('style');
  el.id = 'wz-preview-css';
  el.textContent = previewCss;
  document.head.appendChild(el);
}

const blocking = new Set(['serious', 'critical']);

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: false },
    // A story picks one with `globals: { viewport: { value: 'phone390' } }`: the story tests resize the
    // browser to it and test/visual.test.ts takes that story's screenshot at the same size.
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390 × 844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  decorators: [
    (Story, { parameters }) => (
      <>
        <Story />
        {parameters.toaster === false ? null : <Toaster />}
      </>
    ),
  ],
  /**
   * axe-core on every story (ours and every other component's, nothing to opt into): the story's
   * canvas plus whatever our components portalled into <body> (dialogs, toasts, popovers).
   * Serious and critical violations fail the story's test.
   */
  async afterEach({ canvasElement, parameters, title, name }) {
    // The screenshot run (test/visual.test.ts) sets this flag: the story tests already ran axe.
    const skip = (globalThis as { __WZ_SCREENSHOT_RUN__?: boolean }).__WZ_SCREENSHOT_RUN__;
    if (parameters.axe === false || skip) return;
    const doc = canvasElement.ownerDocument;
    const include: Element[] = [
      canvasElement,
      ...Array.from(doc.querySelectorAll(`[${PORTAL_ATTR}]`)),
    ];
    const result = await axe.run(
      { include },
      { resultTypes: ['violations'], rules: { region: { enabled: false } } },
    );
    const bad = result.violations.filter((v) => v.impact && blocking.has(v.impact));
    if (bad.length > 0) {
      const text = bad
        .map(
          (v) =>
            `[${v.impact}] ${v.id}: ${v.help}\n` +
            v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n'),
        )
        .join('\n');
      throw new Error(
        `axe: ${bad.length} serious/critical violation(s) in "${title} / ${name}":\n${text}`,
      );
    }
  },
};

export default preview;
