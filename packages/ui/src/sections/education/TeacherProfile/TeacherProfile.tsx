import { useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { ageFromBirthDate } from '../age';
import { cappedCount, count } from '../format';
import { ErrorBlock } from '../../../internal/states';
import type { Teacher } from '../types';
import { cx } from '../../../internal/cx';
import * as s from './TeacherProfile.css';

export interface TeacherProfileProps {
  /** The teacher (`educationInfo` type 3). */
  teacher?: Teacher | null;
  /** Flowers received (`flowerCount`). */
  flowerCount?: number;
  /** Gifts received; above 99 shows as 99+. Default: the teacher's `giftcount`. */
  giftCount?: number;
  /** The date ages are computed against. Default: now. */
  today?: Date;
  /** Opens the remarks panel (查看备注); without it the button is hidden. */
  onShowRemarks?: () => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

type Doc = { title: string; src: string };

const PROFILE_TERMS = [
  '政治面貌',
  '所在学校',
  '评级',
  '在职状态',
  '教龄',
  '所在城市',
  '职位',
  '年龄',
];
const STAT_LABELS = ['浏览', '分享', '鲜花', '礼物'];
const DOC_BUTTONS = ['查看身份证件', '查看毕业证书', '查看备注'];

const shown = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

/**
 * The teacher's profile block: photo, name and job title, every profile field, the age from the
 * birth date, view/share/flower/gift figures, and buttons to view the ID document, the diploma and remarks.
 */
export function TeacherProfile({
  teacher,
  flowerCount,
  giftCount,
  today,
  onShowRemarks,
  loading = false,
  error,
  onRetry,
  className,
}: TeacherProfileProps) {
  const [doc, setDoc] = useState<Doc | null>(null);

  if (loading) {
    // The loaded layout with grey bars for its texts: the block keeps its size when the data arrives.
    const bar = (width: string) => (
      <span className={s.skeleton} style={{ display: 'inline-block', width }}>
        {'\u00a0'}
      </span>
    );
    return (
      <div
        className={cx(s.profile, className)}
        role="status"
        aria-label="教师信息加载中"
        aria-busy="true"
      >
        <div className={s.layout} aria-hidden="true">
          <div className={cx(s.photo, s.skeleton)} />
          <div className={s.main}>
            <div className={s.name}>{bar('30%')}</div>
            <div className={s.fields}>
              {PROFILE_TERMS.map((term) => (
                <div key={term} className={s.field}>
                  <span className={s.term}>{term}：</span>
                  {bar('5em')}
                </div>
              ))}
            </div>
            <div className={s.stats}>
              {STAT_LABELS.map((label) => (
                <div key={label} className={s.stat}>
                  <span className={s.statValue}>{bar('2em')}</span>
                  <span className={s.statLabel}>{label}</span>
                </div>
              ))}
            </div>
            <div className={s.buttons}>
              {(onShowRemarks ? DOC_BUTTONS : DOC_BUTTONS.slice(0, 2)).map((label) => (
                <Button key={label} size="sm" variant="secondary" disabled tabIndex={-1}>
                  {label}
                </Button>
              ))}
            </div>
          </div>
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <div className={cx(s.profile, className)}>
        <div className={s.layout} style={{ display: 'block' }}>
          <ErrorBlock message={error} onRetry={onRetry} />
        </div>
      </div>
    );
  }
  if (!teacher) {
    return (
      <div className={cx(s.profile, className)}>
        <p className={s.layout} style={{ display: 'block', margin: 0 }}>
          暂无教师信息
        </p>
      </div>
    );
  }

  const age = ageFromBirthDate(teacher.csdate, today);
  const fields: [string, string][] = [
    ['政治面貌', shown(teacher.politics_status)],
    ['所在学校', shown(teacher.schoolname)],
    ['评级', shown(teacher.pingji)],
    ['在职状态', shown(teacher.jiuzhi_status)],
    [
      '教龄',
      teacher.jiaoling === null || teacher.jiaoling === undefined || teacher.jiaoling === ''
        ? '—'
        : `${teacher.jiaoling}年`,
    ],
    ['所在城市', shown(teacher.city)],
    ['职位', shown(teacher.position)],
    ['年龄', age === null ? '—' : `${age}岁`],
  ];
  const stats: [string, string][] = [
    ['浏览', count(teacher.clickcount)],
    ['分享', count(teacher.sharecount)],
    ['鲜花', count(flowerCount)],
    ['礼物', cappedCount(giftCount ?? teacher.giftcount)],
  ];

  return (
    <section className={cx(s.profile, className)} aria-label={`${teacher.realname}的个人资料`}>
      <div className={s.layout}>
        {teacher.zhaopian ? (
          <img
            className={s.photo}
            src={teacher.zhaopian}
            alt={`${teacher.realname}的照片`}
            width={160}
            height={200}
          />
        ) : (
          <div className={s.noPhoto} aria-hidden="true">
            {Array.from(teacher.realname)[0] ?? ''}
          </div>
        )}
        <div className={s.main}>
          <h2 className={s.name}>
            {teacher.realname}
            {teacher.zhiwu ? <span className={s.zhiwu}>{teacher.zhiwu}</span> : null}
          </h2>
          <dl className={s.fields}>
            {fields.map(([term, value]) => (
              <div key={term} className={s.field}>
                <dt className={s.term}>{term}：</dt>
                <dd className={s.value}>{value}</dd>
              </div>
            ))}
          </dl>
          <ul className={s.stats} aria-label="统计">
            {stats.map(([label, value]) => (
              <li key={label} className={s.stat}>
                <span className={s.statValue}>{value}</span>
                <span className={s.statLabel}>{label}</span>
              </li>
            ))}
          </ul>
          <div className={s.buttons}>
            <Button
              size="sm"
              variant="secondary"
              disabled={!teacher.zhengjian}
              onClick={() =>
                teacher.zhengjian && setDoc({ title: '身份证件', src: teacher.zhengjian })
              }
            >
              查看身份证件
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!teacher.wenping}
              onClick={() => teacher.wenping && setDoc({ title: '毕业证书', src: teacher.wenping })}
            >
              查看毕业证书
            </Button>
            {onShowRemarks ? (
              <Button size="sm" variant="secondary" onClick={onShowRemarks}>
                查看备注
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <Dialog open={doc !== null} onClose={() => setDoc(null)} title={doc?.title} width={640}>
        {doc ? (
          <img className={s.docImage} src={doc.src} alt={`${teacher.realname}的${doc.title}`} />
        ) : null}
      </Dialog>
    </section>
  );
}
