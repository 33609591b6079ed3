import { Link, useLocation } from 'react-router-dom';

/** The fallback page for unknown paths. */
export default function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className="container">
      <section className="state-panel" data-testid="not-found" aria-labelledby="nf-title">
        <div className="state-panel__code" aria-hidden="true">
          404
        </div>
        <h1 id="nf-title">页面不存在</h1>
        <p>
          找不到 <code>{pathname}</code>，它可能已被移动或删除。
        </p>
        <p>
          <Link to="/" className="btn btn--primary">
            返回首页
          </Link>
        </p>
      </section>
    </div>
  );
}
