import { OUTSIDE_LINK_REL, safeHref } from '../education/safeUrl';
import type { Teacher } from '../education/types';
import { cx } from '../internal/cx';
import * as s from './TeacherCard.css';

export type TeacherCardData = Pick<
  Teacher,
  'id' | 'realname' | 'zhaopian' | 'zhiwu' | 'schoolname' | 'city' | 'jiaoling' | 'pingji'
>;

export interface TeacherCardProps {
  /** The teacher (`educationInfo` type 3, or a list item); only the fields shown are needed. */
  teacher?: TeacherCardData | null;
  /** Makes the card a link: an http(s) URL or a site path; other schemes are ignored. */
  href?: string;
  /** Opens the link in a new tab (partner sites), with noopener noreferrer. */
  newTab?: boolean;
  /** Makes the card a button (when there is no `href`), or runs before the link navigates. */
  onSelect?: (teacher: TeacherCardData) => void;
  /** Shows a placeholder of the card's size. */
  loading?: boolean;
  /** Text when there is no teacher (e.g. a wrong id on a partner page). */
  emptyText?: string;
  className?: string;
}

/** A compact teacher card for lists and partner sites: photo, name, job title, school, city, years teaching. */
export function TeacherCard({
  teacher,
  href,
  newTab = false,
  onSelect,
  loading = false,
  emptyText = '暂无教师信息',
  className,
}: TeacherCardProps) {
  if (loading) {
    return (
      <div
        className={cx(s.card, className)}
        role="status"
        aria-label="教师信息加载中"
        aria-busy="true"
      >
        <div className={cx(s.photo, s.skeletonBlock)} />
        <div className={s.body}>
          <div className={s.skeletonBlock} style={{ width: '40%', height: 18 }} />
          <div className={s.skeletonBlock} style={{ width: '70%', height: 14, marginTop: 6 }} />
          <div className={s.skeletonBlock} style={{ width: '55%', height: 14, marginTop: 6 }} />
        </div>
      </div>
    );
  }
  if (!teacher) {
    return (
      <div className={cx(s.card, className)}>
        <p className={s.line}>{emptyText}</p>
      </div>
    );
  }

  const years =
    teacher.jiaoling !== null && teacher.jiaoling !== undefined && teacher.jiaoling !== ''
      ? `教龄${teacher.jiaoling}年`
      : '';
  const place = [teacher.schoolname, teacher.city].filter(Boolean).join(' · ');
  const content = (
    <>
      {teacher.zhaopian ? (
        <img
          className={s.photo}
          src={teacher.zhaopian}
          alt={`${teacher.realname}的照片`}
          loading="lazy"
          width={64}
          height={80}
        />
      ) : (
        <span className={s.noPhoto} aria-hidden="true">
          {Array.from(teacher.realname)[0] ?? ''}
        </span>
      )}
      <span className={s.body}>
        <span className={s.name}>
          {teacher.realname}
          {teacher.zhiwu ? <span className={s.title}>{teacher.zhiwu}</span> : null}
        </span>
        {place ? <span className={s.line}>{place}</span> : null}
        {years || teacher.pingji ? (
          <span className={s.line}>{[teacher.pingji, years].filter(Boolean).join(' · ')}</span>
        ) : null}
      </span>
    </>
  );

  const link = safeHref(href);
  if (link) {
    return (
      <a
        className={cx(s.card, s.interactive, className)}
        href={link}
        target={newTab ? '_blank' : undefined}
        rel={newTab || /^https?:/i.test(link) ? OUTSIDE_LINK_REL : undefined}
        onClick={onSelect ? () => onSelect(teacher) : undefined}
      >
        {content}
      </a>
    );
  }
  if (onSelect) {
    return (
      <button
        type="button"
        className={cx(s.card, s.interactive, className)}
        onClick={() => onSelect(teacher)}
      >
        {content}
      </button>
    );
  }
  return <article className={cx(s.card, className)}>{content}</article>;
}
