import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OperationData } from '@wz/sdk';
import { introducerPath } from './params';

type Introducer = OperationData<'loveIntroducers'>['lists'][number];

/** An introducer as lists show them: photo, name, experience, rating, members served, matches and fee. */
export function IntroducerCard({ i, children }: { i: Introducer; children?: ReactNode }) {
  return (
    <article className="love-introducer">
      {i.photo ? <img src={i.photo} alt="" width={64} height={64} loading="lazy" /> : null}
      <div>
        <h3><Link to={introducerPath(i.id)}>{i.name}</Link></h3>
        <p className="muted">从业 {i.years} 年 · 评分 {i.rating.toFixed(1)} · 服务 {i.served} 人 · 牵线成功 {i.matched} 对 · 牵线服务 ¥{i.fee}/次</p>
        <p>{i.intro}</p>
        {children}
      </div>
    </article>
  );
}

