import { useState } from 'react';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { GoodsGrid } from '../parts/GoodsGrid';
import '../wzmall.css';

/** /usercenter/wzmall/focusGoods: goods the member follows. */
export default function FocusGoods() {
  const [page, setPage] = useState(1);
  const list = useRead(reads.mallMyFollows({ page }));
  return (
    <section className="card" aria-labelledby="focus-title">
      <h1 id="focus-title">关注商品</h1>
      <GoodsGrid label="关注的商品" list={list} page={page} onPage={setPage} empty="还没有关注商品" />
    </section>
  );
}
