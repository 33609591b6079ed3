import { useSearchParams } from 'react-router-dom';
import { isApiError, reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { useQuery } from '../../../app/lib/useQuery';
import { idParam } from '../params';
import { GoodsGrid } from '../parts/GoodsGrid';
import { MallFrame } from '../parts/MallFrame';

const SORTS = ['综合', '销量', '价格从低到高', '价格从高到低', '最新'];

/** /wzmall/index?id=: a shop's page (merchant info) with its goods. */
export default function ShopPage() {
  const [search, setSearch] = useSearchParams();
  const id = useQuery(idParam);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const sort = Number(search.get('sort')) || 0;
  const shop = useRead(id ? reads.mallShopInfo({ shop_id: id }) : null);
  const goods = useRead(id ? reads.mallShopGoods({ shop_id: id, page, ...(sort ? { sort } : {}) }) : null);
  const missing = !id || (isApiError(shop.error) && shop.error.kind === 'api');
  const s = shop.data;
  const set = (key: string, value: number) => {
    const next = new URLSearchParams(search);
    if (value > (key === 'page' ? 1 : 0)) next.set(key, String(value));
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next);
  };
  return (
    <MallFrame breadcrumb={[{ label: s?.name ?? '商家信息' }]}>
      {missing ? (
        <p role="alert">店铺不存在或已关闭</p>
      ) : !s ? (
        <Skeleton lines={4} label="店铺加载中" />
      ) : (
        <section className="card mall-shop" aria-labelledby="shop-title">
          <img src={s.logo} alt="" width={96} height={96} />
          <div>
            <h1 id="shop-title">{s.name}</h1>
            <p>{s.intro}</p>
            <dl className="kv">
              <dt>主营类目</dt>
              <dd>{s.category}</dd>
              <dt>在售商品</dt>
              <dd>{s.goods_count} 件</dd>
              <dt>累计销量</dt>
              <dd>{s.sales}</dd>
              <dt>地址</dt>
              <dd>{s.address}</dd>
              <dt>电话</dt>
              <dd>{s.phone}</dd>
              <dt>开店时间</dt>
              <dd>{s.inputtime.slice(0, 10)}</dd>
            </dl>
          </div>
        </section>
      )}
      {!missing && (
        <section aria-labelledby="shop-goods">
          <div className="mall-bar">
            <h2 id="shop-goods">店铺商品</h2>
            <div role="group" aria-label="排序" className="mall-sorts">
              {SORTS.map((label, i) => (
                <button key={label} type="button" aria-pressed={sort === i} onClick={() => set('sort', i)}>
                  {label}
                </button>
              ))}
            </div>
          </div>
          <GoodsGrid label="店铺商品" list={goods} page={page} onPage={(p) => set('page', p)} empty="店铺暂无在售商品" />
        </section>
      )}
    </MallFrame>
  );
}
