import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useMapTiles, useRouteReads } from '@wz/app-kit';
import { DetailFrame, DetailSection, LazyImage, MapView } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { companyPath, positionReads, talentIdOf, talentsIndexPath } from '../params';
import { Apply } from './Apply';
import '../talents.css';

type Position = OperationData<'talentPosition'>;

function Place({ p }: { p: Position }) {
  const tiles = useMapTiles();
  return (
    <DetailSection title="工作地点">
      <p>{p.city}{p.district}{p.address}</p>
      {p.lat !== null && p.lng !== null ? (
        <MapView tiles={tiles} center={[p.lat, p.lng]} zoom={14} height={240} markers={[{ position: [p.lat, p.lng], label: p.company }]} label={`${p.title}工作地点地图`} />
      ) : null}
    </DetailSection>
  );
}

function CompanyCard({ c }: { c: Position['company_card'] }) {
  return (
    <section className="talent-company-card" aria-label="公司信息">
      <Link to={companyPath(c.id)} className="talent-company-card__head">
        {c.logo ? <LazyImage src={c.logo} alt="" width={48} height={48} /> : null}
        <span><strong>{c.name}</strong><span className="muted">{c.industry} · {c.scale} · {c.city}</span></span>
      </Link>
      <p>{c.jianjie}</p>
      <Link to={companyPath(c.id)}>查看公司全部 {c.positions} 个在招职位</Link>
    </section>
  );
}

/** /talents/talents_detail1?id=: a position: pay, facts, duties, requirements, place, the company, 投递简历. */
export default function PositionDetail() {
  const [search] = useSearchParams();
  const id = talentIdOf(search);
  const r = useRouteReads(positionReads);
  const read = useRead(r.position ?? null);
  const p = read.data;
  const crumb = [{ label: '找工作', to: talentsIndexPath }, { label: p?.title ?? '职位详情' }];
  if (!id || (isApiError(read.error) && read.error.kind === 'api'))
    return (
      <SectionLayout section="talent" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="talent-missing">该职位不存在或已下线</p>
        <Link to={talentsIndexPath}>返回职位列表</Link>
      </SectionLayout>
    );
  return (
    <SectionLayout section="talent" filter={<span />} breadcrumb={crumb}>
      <div className="talent-detail">
        <DetailFrame
          loading={!p}
          title={p?.title ?? ''}
          tags={p?.tags ?? []}
          price={p && <p className="talent-detail__pay">{p.salary}<small> · {p.jobtype}</small></p>}
          facts={p ? [
            { label: '工作城市', value: `${p.city} ${p.district}` },
            { label: '经验要求', value: p.experience },
            { label: '学历要求', value: p.education },
            { label: '招聘人数', value: `${p.headcount} 人` },
            { label: '招聘者', value: p.contact_name },
            { label: '发布时间', value: p.inputtime.slice(0, 10) },
          ] : []}
          actions={p && <div className="talent-detail__actions"><Apply p={p} /></div>}
          aside={p && <CompanyCard c={p.company_card} />}
        >
          {p && (
            <>
              <DetailSection title="职位描述"><p className="talent-text">{p.description}</p></DetailSection>
              <DetailSection title="任职要求"><p className="talent-text">{p.requirements}</p></DetailSection>
              <Place p={p} />
            </>
          )}
        </DetailFrame>
      </div>
      {p ? (
        <div className="talent-bottom-bar" aria-label="快捷操作">
          <Link to={companyPath(p.company_id)}>公司主页</Link>
          <Apply p={p} compact />
        </div>
      ) : null}
    </SectionLayout>
  );
}
