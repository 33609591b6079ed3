import { useEducationInfo, useNoticeList } from '@wz/sdk/react';
import { InstitutionInfo, NoticeList } from '@wz/ui';
import { asSchool } from '../educationInfo';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import '../education.css';
import { useQuery } from '../../../app/lib/useQuery';
import { organizationDetailParams } from '../params';
import { useTeacherNav } from '../paths';

/**
 * /teacher/organizationDetail?id&type (guide = type 2 by default): the institution's facts, website copy,
 * certificate / approval popovers, introduction, courses, an empty organisation block and its notices.
 */
export default function OrganizationDetail() {
  const { id, type } = useQuery(organizationDetailParams);
  const info = useEducationInfo({ id, type });
  const school = asSchool(info.data);
  const notices = useNoticeList({ school_id: id, stype: type, ntype: 2, page: 1 });
  const go = useTeacherNav();
  return (
    <SectionLayout section="education" breadcrumb={[...(school?.belong_cn ? [{ label: school.belong_cn }] : []), { label: school?.schoolname ?? '机构详情' }]}>
      <h1 className="visually-hidden">{school?.schoolname ?? '机构详情'}</h1>
      <InstitutionInfo
        school={school}
        loading={info.isLoading}
        notices={
          <NoticeList
            title="通知公告"
            items={(notices.data?.lists ?? []).slice(0, 5)}
            loading={notices.isLoading}
            onMore={() => go('noticeList', { teacher_id: id, type })}
            onSelect={(item) => go('noticeDetail', { id: item.id, type: 2 })}
          />
        }
      />
    </SectionLayout>
  );
}
