import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReadResult } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';

/** The caller's shop status, read once by the frame. */
export const ShopContext = createContext<ReadResult<'sellerShop'> | null>(null);
export const useShop = () => useContext(ShopContext);

/** A page header: the title and the page's primary action (Ant Design Pro's PageHeader). */
export function PageHeader({ title, extra, children }: { title: string; extra?: ReactNode; children?: ReactNode }) {
  return (
    <div className="sc-head">
      <div className="sc-head__row">
        <h1 className="sc-head__title">{title}</h1>
        {extra ? <div className="sc-head__extra">{extra}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** Until the shop is approved, a page says so and links to the settle-in status. */
export function ShopGate({ title, children }: { title: string; children: ReactNode }) {
  const shop = useShop();
  if (!shop?.data) {
    if (shop?.error) return <p role="alert">{shop.error.message}</p>;
    return <Skeleton lines={4} label="店铺状态加载中" />;
  }
  if (shop.data.status !== 2)
    return (
      <>
        <PageHeader title={title} />
        <section className="sc-card" role="status">
          <p>{shop.data.status === 1 ? '您的店铺正在审核中，通过后即可使用此功能。' : '您的店铺尚未开通，请先完成入驻。'}</p>
          <Link className="sc-btn sc-btn--primary" to="/sellerRuZhu">
            查看入驻状态
          </Link>
        </section>
      </>
    );
  return children;
}
