import { memo } from 'react';
import {
  useAlumniBasics,
  useLatestCentreNotice,
  useLatestGraduates,
  useNoticeList,
  useOrganisationList,
  useStudentClasses,
} from '@wz/sdk/react';
import { AlumniCentre, CampusCards, NoticeList, OrganisationRows, StudentClasses } from '@wz/ui';
import { useTeacherNav } from '../paths';

type Q = { id: number; stype: 1 | 2 };

// Each block reads its own data, so one answer re-renders one block.
const Organisation = memo(function Organisation({ q }: { q: Q }) {
  const org = useOrganisationList(q);
  return (
    <OrganisationRows rows={org.data?.lists ?? []} loading={org.isLoading} className="edu-block" />
  );
});

const Classes = memo(function Classes({ q }: { q: Q }) {
  const classes = useStudentClasses(q);
  return (
    <StudentClasses
      groups={classes.data?.lists ?? []}
      loading={classes.isLoading}
      className="edu-block"
    />
  );
});

const Alumni = memo(function Alumni({ q }: { q: Q }) {
  const basics = useAlumniBasics(q);
  const centreNotice = useLatestCentreNotice(q);
  const graduates = useLatestGraduates(q);
  const go = useTeacherNav();
  const list = { school_id: q.id, type: q.stype };
  return (
    <AlumniCentre
      className="edu-block"
      basics={basics.data}
      latestNotice={centreNotice.data ?? null}
      graduates={graduates.data?.lists ?? []}
      loading={basics.isLoading}
      onNoticeSelect={(n) => go('schoolCenterNoticeInfo', { id: n.id, type: q.stype })}
      onMoreNotices={() => go('schoolCenterNotic', list)}
      onMoreAlumni={() => go('schoolmate', list)}
    />
  );
});

const NOTICE_BLOCKS = {
  1: { title: '校园生活', more: 'schoolLife' },
  2: { title: '校园通知', more: 'schoolNotic' },
  3: { title: '校园风采', more: 'schoolMien' },
} as const;

const Notices = memo(function Notices({ q, ntype }: { q: Q; ntype: 1 | 2 | 3 }) {
  const notices = useNoticeList({ school_id: q.id, stype: q.stype, ntype, page: 1 });
  const go = useTeacherNav();
  const list = { school_id: q.id, type: q.stype };
  const { title, more } = NOTICE_BLOCKS[ntype];
  const lists = notices.data?.lists ?? [];
  if (ntype === 2) {
    return (
      <NoticeList
        className="edu-block"
        title={title}
        items={lists.slice(0, 5)}
        loading={notices.isLoading}
        onMore={() => go(more, list)}
        onSelect={(item) => go('noticeDetail', { id: item.id, type: q.stype })}
      />
    );
  }
  return (
    <CampusCards
      className="edu-block"
      title={title}
      items={lists.slice(0, 4)}
      loading={notices.isLoading}
      onMore={() => go(more, list)}
      onSelect={(item) =>
        go(
          'schoolLifeInfo',
          ntype === 3 ? { id: item.id, type: q.stype, is_mein: 1 } : { id: item.id, type: q.stype },
        )
      }
    />
  );
});

/** The school page below the info grid: organisation, classes, alumni centre, campus life, notices, style. */
export default memo(function SchoolBlocks({ id, stype }: Q) {
  const q = { id, stype };
  return (
    <>
      <Organisation q={q} />
      <Classes q={q} />
      <Alumni q={q} />
      <Notices q={q} ntype={1} />
      <Notices q={q} ntype={2} />
      <Notices q={q} ntype={3} />
    </>
  );
});
