/** Shown while the first route's module loads: the shape of the header and page, no spinner. */
export function ShellFallback() {
  return (
    <div aria-hidden="true" className="shell-fallback">
      <div className="shell-fallback__bar" />
      <div className="container">
        <span className="skeleton skeleton--line" style={{ width: 240, height: 40, margin: '16px 0' }} />
      </div>
      <div className="shell-fallback__nav" />
      <span className="skeleton skeleton--banner" />
    </div>
  );
}
