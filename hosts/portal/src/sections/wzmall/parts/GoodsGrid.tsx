import { useNavigate } from 'react-router-dom';
import type { OperationData } from '@wz/sdk';
import { ListingCard, PagedList } from '@wz/ui';
import { goodsPath } from '../params';

export type GoodsCard = OperationData<'mallGoodsList'>['lists'][number];

/** Goods as cards (20 a page) with empty, error and pager states. */
export function GoodsGrid({
  label,
  list,
  page,
  onPage,
  empty = '暂无符合条件的商品，换个条件试试',
}: {
  label: string;
  list: { data?: { lists: GoodsCard[]; total: number }; isLoading: boolean; error?: unknown; mutate: () => unknown };
  page: number;
  onPage: (page: number) => void;
  empty?: string;
}) {
  const navigate = useNavigate();
  return (
    <PagedList.Root
      items={list.data?.lists}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={20}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      onPageChange={onPage}
      className="mall-grid"
    >
      <PagedList.Items<GoodsCard> label={label} getKey={(g) => g.id} placeholder={<ListingCard href="#" title="" loading />}>
        {(g) => (
          <ListingCard
            href={goodsPath(g.id)}
            title={g.title}
            cover={g.pic}
            price={`¥${g.price}`}
            meta={[g.shopname, `已售 ${g.sales}`]}
            headingLevel={3}
            onNavigate={(href) => navigate(href)}
          />
        )}
      </PagedList.Items>
      <PagedList.Empty>{empty}</PagedList.Empty>
      <PagedList.Error />
      <PagedList.Pager />
    </PagedList.Root>
  );
}
