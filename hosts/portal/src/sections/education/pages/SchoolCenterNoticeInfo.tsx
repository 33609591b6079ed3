import { useCentreNoticeDetail } from '@wz/sdk/react';
import { EduLayout } from '../EducationLayout';
import { NewsDetail } from '../school/NewsDetail';
import { useQueryInt } from '../paths';

/** /teacher/schoolCenterNoticeInfo?id&type: an alumni-centre notice. */
export default function SchoolCenterNoticeInfo() {
  const id = useQueryInt('id', 1);
  const detail = useCentreNoticeDetail({ id });
  return (
    <EduLayout crumbs={[{ label: '校友中心通知详情' }]}>
      <NewsDetail item={detail.data} isLoading={detail.isLoading} error={detail.error} />
    </EduLayout>
  );
}
