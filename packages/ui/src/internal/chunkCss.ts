import { useInsertionEffect } from 'react';

/**
 * Adds a lazy chunk's own stylesheet to the document once (by id), before the component first paints,
 * so a library's CSS ships with the chunk that needs it instead of growing the shared stylesheet.
 */
export function useChunkCss(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const el = document.createElement('style');
    el.id = id;
    el.textContent = css;
    document.head.appendChild(el);
  }, [id, css]);
}
