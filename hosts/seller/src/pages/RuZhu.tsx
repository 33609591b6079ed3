import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, Skeleton } from '@wz/ui';
import { PageHeader } from '../shop';

const TEXT = ['尚未申请开店', '审核中：平台会在 1–3 个工作日内完成审核', '已通过：店铺已开通', '未通过'];

/** /seller/wzmall/sellerRuZhu: the settle-in status (the application is the mall's 商家入驻 form). */
export default function RuZhu() {
  const { data, error, mutate, isValidating } = useRead(reads.sellerShop());
  return (
    <>
      <PageHeader title="入驻状态" extra={data?.status === 0 || data?.status === 3 ? <a className="sc-btn sc-btn--primary" href="/wzmall/businsserSettleIn">{data.status === 0 ? '申请开店' : '重新申请'}</a> : undefined} />
      <section className="sc-card" aria-live="polite">
        {error ? (
          <p role="alert">{error.message}</p>
        ) : !data ? (
          <Skeleton lines={3} label="入驻状态加载中" />
        ) : (
          <>
            {data.shopname ? <p>店铺：{data.shopname}</p> : null}
            <p data-testid="ruzhu-status" data-status={data.status}>
              状态：<strong>{TEXT[data.status]}</strong>
            </p>
            {data.status === 3 ? <p className="sc-danger">原因：{data.reason}</p> : null}
            {data.status === 0 ? <p>在商城的「商家入驻」页填写店铺信息并上传营业执照，审核通过后即可发布商品。</p> : null}
            {data.review_url ? (
              <p className="sc-dev">
                开发环境：
                <a href={data.review_url} target="_blank" rel="noopener noreferrer">
                  打开审核模拟页
                </a>
                （通过或驳回后点「刷新状态」）
              </p>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => void mutate()} disabled={isValidating}>
              刷新状态
            </Button>
          </>
        )}
      </section>
    </>
  );
}
