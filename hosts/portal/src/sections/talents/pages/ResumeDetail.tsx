import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useRouteReads } from '@wz/app-kit';
import { HtmlContent, Skeleton } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { resumeReads, talentIdOf, talentsIndexPath } from '../params';
import { ResumeView } from './ResumeView';
import '../talents.css';

/** /talents/talents_detail3?id=: a résumé; in full (phone, history, introduction) only to the seeker and the recruiters it was sent to. */
export default function ResumeDetail() {
  const [search] = useSearchParams();
  const id = talentIdOf(search);
  const r = useRouteReads(resumeReads);
  const read = useRead(r.resume ?? null);
  const v = read.data;
  const crumb = [{ label: '找人才', to: `${talentsIndexPath}?tab=resume` }, { label: v ? `${v.name}的简历` : '简历详情' }];
  if (!id || (isApiError(read.error) && read.error.kind === 'api'))
    return (
      <SectionLayout section="talent" filter={<span />} breadcrumb={crumb}>
        <p role="alert" className="talent-missing">该简历不存在或未公开</p>
        <Link to={`${talentsIndexPath}?tab=resume`}>返回人才列表</Link>
      </SectionLayout>
    );
  return (
    <SectionLayout section="talent" filter={<span />} breadcrumb={crumb}>
      {!v ? <Skeleton lines={6} label="简历加载中" /> : (
        <>
          <ResumeView v={v} />
          {v.full && v.content ? <section className="talent-resume__intro" aria-label="自我介绍"><h2>自我介绍</h2><HtmlContent html={v.content} /></section> : null}
        </>
      )}
    </SectionLayout>
  );
}
