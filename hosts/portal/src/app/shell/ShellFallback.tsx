/**
 * Shown in the page area while a page's code loads. It is a full screen tall, so the footer stays below
 * the fold and nothing visible moves when the page arrives; no spinner (the top bar shows progress).
 */
export function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}
