import { useNoticeDetail } from '@wz/sdk/react';
import { EduLayout } from '../EducationLayout';
import { NewsDetail } from '../school/NewsDetail';
import { useQueryInt, useQueryType } from '../paths';

/** /teacher/noticeDetail?id&type: title, publish time, HTML content. */
export default function NoticeDetail() {
  const id = useQueryInt('id', 1);
  const type = useQueryType('type', [1, 2] as const, 1);
  const detail = useNoticeDetail({ id, type });
  return (
    <EduLayout crumbs={[{ label: '通知详情' }]}>
      <NewsDetail item={detail.data} isLoading={detail.isLoading} error={detail.error} />
    </EduLayout>
  );
}
