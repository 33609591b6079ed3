import {
  useAlumniBasics,
  useEducationInfo,
  useLatestCentreNotice,
  useLatestGraduates,
  useNoticeList,
  useOrganisationList,
  useStudentClasses,
} from '@wz/sdk/react';
import { AlumniCentre, CampusCards, NoticeList, OrganisationRows, SchoolInfoGrid, StudentClasses } from '@wz/ui';
import { asSchool } from './parts/info';
import { EduLayout } from './parts/EduLayout';
import { useQueryInt, useQueryType, useTeacherNav } from './parts/query';

/**
 * /teacher/schoolDetail?id&type (default 1): info grid, organisation, student classes, alumni centre,
 * campus life, notices and style, each block leading to its list or detail page.
 */
export default function SchoolDetail() {
  const id = useQueryInt('id', 1);
  const type = useQueryType('type', [1, 2] as const, 1);
  const q = { id, stype: type };
  const info = useEducationInfo({ id, type });
  const school = asSchool(info.data);
  const org = useOrganisationList(q);
  const classes = useStudentClasses(q);
  const basics = useAlumniBasics(q);
  const centreNotice = useLatestCentreNotice(q);
  const graduates = useLatestGraduates(q);
  const life = useNoticeList({ school_id: id, stype: type, ntype: 1, page: 1 });
  const notices = useNoticeList({ school_id: id, stype: type, ntype: 2, page: 1 });
  const style = useNoticeList({ school_id: id, stype: type, ntype: 3, page: 1 });
  const go = useTeacherNav();
  const list = { school_id: id, type };

  return (
    <EduLayout crumbs={[...(school?.belong_cn ? [{ label: school.belong_cn }] : []), { label: school?.schoolname ?? '学校详情' }]}>
      <h1 className="visually-hidden">{school?.schoolname ?? '学校详情'}</h1>
      <SchoolInfoGrid school={school} loading={info.isLoading} className="edu-block" />
      <OrganisationRows rows={org.data?.lists ?? []} loading={org.isLoading} className="edu-block" />
      <StudentClasses groups={classes.data?.lists ?? []} loading={classes.isLoading} className="edu-block" />
      <AlumniCentre
        className="edu-block"
        basics={basics.data}
        latestNotice={centreNotice.data ?? null}
        graduates={graduates.data?.lists ?? []}
        loading={basics.isLoading}
        onNoticeSelect={(n) => go('schoolCenterNoticeInfo', { id: n.id, type })}
        onMoreNotices={() => go('schoolCenterNotic', list)}
        onMoreAlumni={() => go('schoolmate', list)}
      />
      <CampusCards
        className="edu-block"
        title="校园生活"
        items={(life.data?.lists ?? []).slice(0, 4)}
        loading={life.isLoading}
        onMore={() => go('schoolLife', list)}
        onSelect={(item) => go('schoolLifeInfo', { id: item.id, type })}
      />
      <NoticeList
        className="edu-block"
        title="校园通知"
        items={(notices.data?.lists ?? []).slice(0, 5)}
        loading={notices.isLoading}
        onMore={() => go('schoolNotic', list)}
        onSelect={(item) => go('noticeDetail', { id: item.id, type })}
      />
      <CampusCards
        className="edu-block"
        title="校园风采"
        items={(style.data?.lists ?? []).slice(0, 4)}
        loading={style.isLoading}
        onMore={() => go('schoolMien', list)}
        onSelect={(item) => go('schoolLifeInfo', { id: item.id, type, is_mein: 1 })}
      />
    </EduLayout>
  );
}
