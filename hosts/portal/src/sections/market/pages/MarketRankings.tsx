import { Link } from 'react-router-dom';
import { useRead } from '@wz/sdk/react';
import type { marketIndexReads } from '../params';
import { marketDetailPath } from '../params';

/** The national company ranking, the shop ranking and the talent ranking beside the index's list. */
export function MarketRankings({ reads }: { reads: ReturnType<typeof marketIndexReads> }) {
  const ranking = useRead(reads.ranking).data?.lists ?? [];
  const stores = useRead(reads.stores).data?.lists ?? [];
  const talents = useRead(reads.talents).data?.lists ?? [];
  return (
    <aside className="market-rank" aria-label="排行榜">
      <section aria-label="全国企业排行">
        <h2>全国企业排行</h2>
        <ol>{ranking.map((c) => <li key={c.id}><Link to={marketDetailPath(c.id)}>{c.name}</Link><span className="muted">{c.browse_count} 浏览</span></li>)}</ol>
      </section>
      <section aria-label="商铺排行">
        <h2>商铺排行</h2>
        <ol>{stores.map((c) => <li key={c.id}><Link to={marketDetailPath(c.id)}>{c.name}</Link><span className="muted">{c.goods} 件商品</span></li>)}</ol>
      </section>
      <section aria-label="全国人才排行">
        <h2>全国人才排行</h2>
        <ol>{talents.map((t) => <li key={t.company_id}><span>{t.name}</span><Link to={marketDetailPath(t.company_id)} className="muted">{t.company}</Link></li>)}</ol>
      </section>
    </aside>
  );
}
