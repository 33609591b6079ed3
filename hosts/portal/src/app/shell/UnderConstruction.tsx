import { Link } from 'react-router-dom';

/** The honest state of a page whose section has not been built yet: no made-up content. */
export function UnderConstruction({ title, note }: { title: string; note?: string }) {
  return (
    <section className="state-panel under-construction" data-testid="under-construction" aria-labelledby="uc-title">
      <div className="under-construction__badge" aria-hidden="true">
        🚧
      </div>
      <h1 id="uc-title">{title}</h1>
      <p>
        <strong>栏目建设中</strong>：本页面正在建设，内容上线后将在这里展示。
      </p>
      {note ? <p className="muted">{note}</p> : null}
      <p>
        <Link to="/">返回首页</Link> · <Link to="/search?keyword=%E6%97%85%E6%B8%B8">看看站内搜索</Link>
      </p>
    </section>
  );
}
