import { useNoticeDetail } from '@wz/sdk/react';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { schoolLifeInfoParams } from '../params';
import { NewsDetail } from '../school/NewsDetail';

/** /teacher/schoolLifeInfo?id&type&is_mein: campus life detail, or campus style detail when is_mein is 1. */
export default function SchoolLifeInfo() {
  const { id, type, isMein } = useQuery(schoolLifeInfoParams);
  const detail = useNoticeDetail({ id, type });
  return (
    <SectionLayout section="education" breadcrumb={[{ label: isMein ? '校园风采详情' : '校园生活详情' }]}>
      <NewsDetail item={detail.data} isLoading={detail.isLoading} error={detail.error} />
    </SectionLayout>
  );
}
