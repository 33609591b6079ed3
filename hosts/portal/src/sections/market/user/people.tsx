/** 关注管理 (who follows the company), 访客记录 (who browsed and when) and 入驻信息 (the settlement's state and data). */
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { KindState } from '@wz/app-kit/kinds';
import { LazyImage } from '@wz/ui';
import { marketDetailPath } from '../params';
import { gate } from './mine';
import '../market.css';

type Person = OperationData<'marketMyFollowers'>['lists'][number];
const ALL = [{ key: 'all', label: '全部' }];

function People({ title, when, empty, read }: { title: string; when: string; empty: string; read: (page: number) => ReturnType<typeof reads.marketMyFollowers> | ReturnType<typeof reads.marketMyVisitors> }) {
  const query = useStatusQuery(ALL);
  const list = useRead(read(query.page));
  if (!list.data && list.error) return <KindState title={title} loading={false} error={list.error} onRetry={() => void list.mutate()} gate={gate} />;
  return (
    <StatusList<Person>
      title={title}
      tabs={ALL}
      query={query}
      rows={list.data?.lists}
      total={list.data?.total}
      loading={list.isLoading}
      rowKey={(p) => String(p.user_id)}
      columns={[
        { key: 'avatar', title: '头像', width: 64, render: (p) => (p.avatar ? <LazyImage src={p.avatar} alt="" width={40} height={40} /> : null) },
        { key: 'nickname', title: '会员', value: (p) => p.nickname },
        { key: 'time', title: when, value: (p) => p.inputtime.slice(0, 16) },
      ]}
      empty={empty}
    />
  );
}

export const Attention = () => <People title="关注管理" when="关注时间" empty="还没有会员关注企业" read={(page) => reads.marketMyFollowers({ page })} />;
export const Wanderer = () => <People title="访客记录" when="最近访问" empty="还没有登录会员访问过企业页面" read={(page) => reads.marketMyVisitors({ page })} />;

const STATUS: Record<OperationData<'marketRuzhuStatus'>['status'], string> = { none: '尚未入驻', waiting: '审核中', approved: '已入驻', refused: '未通过审核' };

export function Settled() {
  const s = useRead(reads.marketRuzhuStatus({}));
  const shuxing = useRead(reads.marketGetShuxing({})).data?.lists ?? [];
  const leibie = useRead(reads.marketGetLeibie({})).data?.lists ?? [];
  const d = s.data;
  if (!d) return <KindState title="入驻信息" loading={!s.error} error={s.error} onRetry={() => void s.mutate()} />;
  const rows: [string, string][] = [
    ['状态', STATUS[d.status]],
    ...(d.status === 'refused' ? [['原因', d.reason || '—'] as [string, string]] : []),
    ['企业名称', d.name || '—'],
    ['企业类型', shuxing.find((x) => x.id === d.shuxing)?.name ?? '—'],
    ['所属类别', leibie.find((x) => x.id === d.leibie)?.name ?? '—'],
    ['所在城市', d.city || '—'],
    ['联系人', d.contact || '—'],
    ['联系电话', d.phone || '—'],
    ['申请时间', d.inputtime || '—'],
  ];
  return (
    <section className="card kind" aria-labelledby="market-settled-title">
      <h1 id="market-settled-title">入驻信息</h1>
      <dl className="market-settled">
        {rows.map(([k, v]) => (
          <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
      {d.licence ? <img src={d.licence} alt="营业执照" width={240} height={160} className="market-settled__licence" /> : null}
      <p>
        {d.company_id ? <Link to={marketDetailPath(d.company_id)}>查看企业页面</Link> : <Link to="/release/market">{d.status === 'none' ? '去申请企业入驻' : d.status === 'refused' ? '修改后重新申请' : '查看申请进度'}</Link>}
      </p>
    </section>
  );
}
