import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { HtmlContent, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { companyReads, positionPath, talentIdOf, talentsIndexPath } from '../params';
import '../talents.css';

/** /talents/talents_detail2?id=: a company: profile, introduction and all its positions. */
export default function CompanyDetail() {
  const [search] = useSearchParams();
  const id = talentIdOf(search);
  const r = useRouteReads(companyReads);
  const read = useRead(r.company ?? null);
  const c = read.data;
  const crumb = [{ label: '找工作', to: talentsIndexPath }, { label: c?.name ?? '企业详情' }];
  if (!id || (isApiError(read.error) && read.error.kind === 'api'))
    return (
      <SectionLayout section="talent" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="talent-missing">该企业不存在</p>
        <Link to={talentsIndexPath}>返回职位列表</Link>
      </SectionLayout>
    );
  return (
    <SectionLayout section="talent" filter={<span />} breadcrumb={crumb}>
      {!c ? <Skeleton lines={6} label="企业信息加载中" /> : (
        <div className="talent-company">
          <header className="talent-company__head">
            {c.logo ? <img src={c.logo} alt="" width={64} height={64} /> : null}
            <div>
              <h1>{c.name}</h1>
              <p className="muted">{c.industry} · {c.scale} · {c.city} · {c.positions} 个在招职位</p>
              <p>{c.jianjie}</p>
            </div>
          </header>
          <section aria-labelledby="talent-company-intro"><h2 id="talent-company-intro">公司介绍</h2><HtmlContent html={c.content} empty={<p>{c.jianjie}</p>} /></section>
          <section aria-labelledby="talent-company-jobs">
            <h2 id="talent-company-jobs">在招职位（{c.lists.length}）</h2>
            {!c.lists.length ? <p className="muted">暂无在招职位</p> : (
              <ul className="talent-company__jobs">
                {c.lists.map((p) => (
                  <li key={p.id}>
                    <Link to={positionPath(p.id)}><strong>{p.title}</strong></Link>
                    <span className="talent-card__pay">{p.salary}</span>
                    <span className="muted">{[p.district, p.experience, p.education, p.jobtype].join(' | ')}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </SectionLayout>
  );
}
