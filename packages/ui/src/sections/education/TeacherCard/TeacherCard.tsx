import { isHttpUrl, OUTSIDE_LINK_REL, safeHref } from '../../../internal/safeUrl';
import type { Teacher } from '../types';
import { cx } from '../../../internal/cx';
import * as s from './TeacherCard.css';

export type TeacherCardData = Pick<
  Teacher,
  'id' | 'realname' | 'zhaopian' | 'zhiwu' | 'schoolname' | 'city' | 'jiaoling' | 'pingji'
>;

/** One figure of the stats row, e.g. `{ label: '浏览', value: 12860 }`. */
export interface TeacherCardStat {
  /** Short Chinese label (浏览, 点赞, 收藏, 礼物). */
  label: string;
  /** The figure as shown. */
  value: number | string;
}

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
  /** Shows this message instead of the teacher, announced as an alert (e.g. 加载失败，请稍后重试). */
  error?: string;
  /** `compact` (default): one row for lists; `full`: bigger photo and the stats as a row of figures. */
  size?: 'compact' | 'full';
  /** Figures to show (views, likes…): one line in `compact`, a row of cells in `full`. */
  stats?: readonly TeacherCardStat[];
  className?: string;
}

/** A teacher card for lists and partner sites: photo, name, job title, school, city, rating, years teaching, optional stats. */
export function TeacherCard({
  teacher,
  href,
  newTab = false,
  onSelect,
  loading = false,
  emptyText = '暂无教师信息',
  error,
  size = 'compact',
  stats,
  className,
}: TeacherCardProps) {
  const isFull = size === 'full';
  const cardClass = cx(s.card, isFull && s.full, className);
  const photoClass = cx(s.photo, isFull && s.photoFull);
  if (loading) {
    return (
      <div className={cardClass} role="status" aria-label="教师信息加载中" aria-busy="true">
        <div className={cx(photoClass, s.skeletonBlock)} />
        <div className={s.body}>
          <div className={s.skeletonBlock} style={{ width: '40%', height: 18 }} />
          <div className={s.skeletonBlock} style={{ width: '70%', height: 14, marginTop: 6 }} />
          <div className={s.skeletonBlock} style={{ width: '55%', height: 14, marginTop: 6 }} />
        </div>
        {isFull ? <div className={cx(s.stats, s.skeletonBlock)} style={{ height: 44 }} /> : null}
      </div>
    );
  }
  if (error) {
    return (
      <div className={cardClass} role="alert">
        <p className={s.message}>{error}</p>
      </div>
    );
  }
  if (!teacher) {
    return (
      <div className={cardClass}>
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
          className={photoClass}
          src={teacher.zhaopian}
          alt={`${teacher.realname}的照片`}
          loading="lazy"
          width={isFull ? 96 : 64}
          height={isFull ? 120 : 80}
        />
      ) : (
        <span className={cx(s.noPhoto, isFull && s.photoFull)} aria-hidden="true">
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
        {stats?.length && !isFull ? (
          <span className={s.line}>{stats.map((x) => `${x.label} ${x.value}`).join(' · ')}</span>
        ) : null}
      </span>
      {stats?.length && isFull ? (
        <span className={s.stats}>
          {stats.map((x) => (
            <span key={x.label} className={s.stat}>
              <span className={s.statValue}>{x.value}</span>
              <span className={s.statLabel}>{x.label}</span>
            </span>
          ))}
        </span>
      ) : null}
    </>
  );

  const link = safeHref(href);
  if (link) {
    return (
      <a
        className={cx(cardClass, s.interactive)}
        href={link}
        target={newTab ? '_blank' : undefined}
        rel={newTab || isHttpUrl(link) ? OUTSIDE_LINK_REL : undefined}
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
        className={cx(cardClass, s.interactive)}
        onClick={() => onSelect(teacher)}
      >
        {content}
      </button>
    );
  }
  return <article className={cardClass}>{content}</article>;
}
