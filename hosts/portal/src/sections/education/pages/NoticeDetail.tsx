import { useNoticeDetail } from '@wz/sdk/react';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { noticeDetailParams } from '../params';
import { NewsDetail } from '../school/NewsDetail';

/** /teacher/noticeDetail?id&type: title, publish time, HTML content. */
export default function NoticeDetail() {
  const { id, type } = useQuery(noticeDetailParams);
  const detail = useNoticeDetail({ id, type });
  return (
    <SectionLayout section="education" breadcrumb={[{ label: '通知详情' }]}>
      <NewsDetail item={detail.data} isLoading={detail.isLoading} error={detail.error} />
    </SectionLayout>
  );
}
