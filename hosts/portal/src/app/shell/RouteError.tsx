import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing it (the pathname) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Shown when a page module fails to load (e.g. a deploy replaced the chunks) or a page throws. */
export class RouteError extends Component<Props, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const detail = error instanceof Error ? error.message : String(error);
    return (
      <section className="state-panel" role="alert">
        <h1>页面出错了</h1>
        <p>很抱歉，页面加载失败。请刷新重试。</p>
        <p className="state-panel__detail">{detail}</p>
        <p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => window.location.reload()}
          >
            刷新页面
          </button>{' '}
          <a href="/">返回首页</a>
        </p>
      </section>
    );
  }
}
