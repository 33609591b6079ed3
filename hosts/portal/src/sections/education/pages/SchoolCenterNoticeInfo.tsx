import { useCentreNoticeDetail } from '@wz/sdk/react';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { detailIdParams } from '../params';
import { NewsDetail } from '../school/NewsDetail';

/** /teacher/schoolCenterNoticeInfo?id&type: an alumni-centre notice. */
export default function SchoolCenterNoticeInfo() {
  const { id } = useQuery(detailIdParams);
  const detail = useCentreNoticeDetail({ id });
  return (
    <SectionLayout section="education" breadcrumb={[{ label: '校友中心通知详情' }]}>
      <NewsDetail item={detail.data} isLoading={detail.isLoading} error={detail.error} />
    </SectionLayout>
  );
}
