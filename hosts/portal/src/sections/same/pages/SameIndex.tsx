import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { Button, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { Pager } from '../frame';
import { GroupCardItem } from '../items';
import { APPLY_PATH, indexPath, KIND_HINTS, KIND_NAMES, kindOf, pageOf, PER_PAGE, sameIndexReads, type SameKind } from '../params';
import '../same.css';

/** /same/index: groups by kind (同住 / 同馆 / 同院) and district, a keyword, most members first; all in the URL. */
export default function SameIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(sameIndexReads);
  const filters = useRead(r.filters).data;
  const groups = useRead(r.groups);
  const kind = kindOf(search);
  const district = search.get('district') ?? '';
  const keyword = search.get('keyword') ?? '';
  const page = pageOf(search);
  const [typed, setTyped] = useState(keyword);
  const at = (f: { kind?: SameKind; district?: string; keyword?: string; page?: number }) => indexPath({ kind, district, keyword, ...f, page: f.page ?? 1 });
  return (
    <SectionLayout section="same" filter={<span />} breadcrumb={[{ label: kind ? KIND_NAMES[kind] : '全部小组' }]}>
      <div className="same">
        <div className="same-index__head">
          <h1>同城社区</h1>
          <Link className="same-btn same-btn--primary" to={APPLY_PATH}>创建小组</Link>
        </div>
        <p className="same-muted">同住的邻居、同馆的球友、同院的家长病友，在小组里议事、投票、发帖、向管理员质问。</p>
        <nav className="same-chips" aria-label="小组类型">
          <Link to={at({ kind: undefined })} aria-current={!kind ? 'page' : undefined}>全部</Link>
          {(Object.keys(KIND_NAMES) as SameKind[]).map((k) => (
            <Link key={k} to={at({ kind: k })} aria-current={kind === k ? 'page' : undefined} title={KIND_HINTS[k]}>
              {KIND_NAMES[k]}
            </Link>
          ))}
        </nav>
        {filters?.districts.length ? (
          <nav className="same-chips same-chips--quiet" aria-label="区县">
            <Link to={at({ district: '' })} aria-current={!district ? 'page' : undefined}>不限区县</Link>
            {filters.districts.map((d) => (
              <Link key={d} to={at({ district: d })} aria-current={district === d ? 'page' : undefined}>
                {d}
              </Link>
            ))}
          </nav>
        ) : null}
        <form
          className="same-search"
          role="search"
          method="get"
          action="/same/index"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(at({ keyword: typed.trim() }));
          }}
        >
          <input type="search" name="keyword" aria-label="搜索小组" placeholder="小区、场馆、学校名称" maxLength={30} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit">搜索</button>
        </form>
        {groups.data ? (
          <>
            <p className="same-muted" aria-live="polite">
              共 <strong>{groups.data.total}</strong> 个小组
            </p>
            {groups.data.lists.length ? (
              <ul className="same-groups" aria-label="小组列表">
                {groups.data.lists.map((g) => (
                  <GroupCardItem key={g.id} g={g} />
                ))}
              </ul>
            ) : (
              <div className="same-card">
                <p>没有符合条件的小组。</p>
                <Link to={APPLY_PATH}>创建一个小组</Link>
              </div>
            )}
            <Pager page={page} total={groups.data.total} perPage={PER_PAGE} href={(p) => at({ page: p })} />
          </>
        ) : groups.error ? (
          <div role="alert" className="same-card">
            <p>加载失败，请稍后重试</p>
            <Button onClick={() => void groups.mutate()}>重试</Button>
          </div>
        ) : (
          <Skeleton lines={6} label="加载中" />
        )}
      </div>
    </SectionLayout>
  );
}
