import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a route module fails to load (e.g. a deploy replaced the chunks) or a page throws. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="main">
      <section className="state-panel" role="alert">
        <h1>页面出错了</h1>
        <p>很抱歉，页面加载失败。请刷新重试。</p>
        <p className="state-panel__detail">{detail}</p>
        <p>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            刷新页面
          </button>{' '}
          <Link to="/">返回首页</Link>
        </p>
      </section>
    </main>
  );
}
