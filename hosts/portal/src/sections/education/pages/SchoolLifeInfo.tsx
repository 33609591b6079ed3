import { useNoticeDetail } from '@wz/sdk/react';
import { EduLayout } from '../EducationLayout';
import { NewsDetail } from '../school/NewsDetail';
import { useQueryInt, useQueryType } from '../paths';

/** /teacher/schoolLifeInfo?id&type&is_mein: campus life detail, or campus style detail when is_mein is 1. */
export default function SchoolLifeInfo() {
  const id = useQueryInt('id', 1);
  const type = useQueryType('type', [1, 2] as const, 1);
  const isMein = useQueryInt('is_mein', 0) === 1;
  const detail = useNoticeDetail({ id, type });
  return (
    <EduLayout crumbs={[{ label: isMein ? '校园风采详情' : '校园生活详情' }]}>
      <NewsDetail item={detail.data} isLoading={detail.isLoading} error={detail.error} />
    </EduLayout>
  );
}
