import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { useSession } from '../../../app/lib/api';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { membershipReads } from '../params';
import { LoveState } from './LoveState';
import '../love.css';

type Level = OperationData<'loveLevels'>['lists'][number];
const period = (months: number) => (months === 12 ? '1 年' : `${months} 个月`);

/** The caller's membership: level and end date, or none (guests see nothing here). */
function MyMembership() {
  const { loggedIn } = useSession();
  const mine = useRead(loggedIn ? reads.loveMine({}) : null).data;
  if (!loggedIn) return <p className="love-member-status">登录后可查看你的会员状态。</p>;
  if (!mine) return <p className="love-member-status" aria-busy="true">{'\u00a0'}</p>;
  const m = mine.membership;
  return (
    <p className="love-member-status" data-testid="love-membership" role="status">
      {m.level ? <>你是<strong>{m.name}</strong>，有效期至 <strong data-testid="love-membership-end">{m.end}</strong>，本月还可索要联系方式 {m.contacts_left} 次。</> : <>你还不是会员，本月还可免费索要联系方式 {m.contacts_left} 次。</>}
    </p>
  );
}

function LevelCard({ level }: { level: Level }) {
  const lowest = level.prices[0];
  return (
    <article className="love-level" aria-labelledby={`love-level-${level.level}`}>
      <h2 id={`love-level-${level.level}`}>{level.name}</h2>
      {lowest ? <p className="love-level__price"><strong>¥{lowest.price}</strong> / {period(lowest.months)}起</p> : null}
      <ul className="love-level__perks">
        <li>每月索要联系方式 {level.contacts} 次</li>
        <li>{level.visitors ? '查看谁看过我' : '不能查看谁看过我'}</li>
        <li>{level.top ? '资料在会员列表中置顶' : '资料按正常顺序展示'}</li>
      </ul>
      <ul className="love-level__prices" aria-label={`${level.name}价格`}>
        {level.prices.map((p) => <li key={p.months}>{period(p.months)} · ¥{p.price}</li>)}
      </ul>
      <Link className="love-level__buy" to={`/pay/pay?level=${level.level}`}>开通{level.name}</Link>
    </article>
  );
}

/** /MembershipDetails: what each level unlocks, its prices per period, and the caller's own membership. */
export default function MembershipDetails() {
  const r = useRouteReads(membershipReads);
  const levels = useRead(r.levels ?? null);
  return (
    <SectionLayout section="love" filter={<span />} breadcrumb={[{ label: '会员详情' }]}>
      <div className="love-membership">
        <h1>婚恋会员</h1>
        <MyMembership />
        {!levels.data ? (
          <LoveState loading={!levels.error} error={levels.error} onRetry={() => void levels.mutate()} back={{ to: '/Love', label: '返回' }} />
        ) : (
          <>
            <p className="muted">普通会员每月可免费索要联系方式 {levels.data.free_contacts} 次。开通会员后立即生效，同一等级续费会顺延有效期。</p>
            <div className="love-levels">{levels.data.lists.map((l) => <LevelCard key={l.level} level={l} />)}</div>
          </>
        )}
      </div>
    </SectionLayout>
  );
}
