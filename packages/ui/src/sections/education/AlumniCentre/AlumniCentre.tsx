import { Empty } from '../../../primitives/Empty/Empty';
import { HtmlContent } from '../../../patterns/HtmlContent/HtmlContent';
import { dateOnly } from '../format';
import { Section } from '../Section';
import * as shared from '../../../internal/shared.css';
import { ErrorBlock } from '../../../internal/states';
import type { AlumniBasics, GraduateClass, NewsItem } from '../types';
import * as s from './AlumniCentre.css';

export interface AlumniCentreProps {
  /** Leader and social-activities HTML (`alumniBasics`). */
  basics?: AlumniBasics | null;
  /** The latest centre notice (`latestCentreNotice`), or null when there is none. */
  latestNotice?: NewsItem | null;
  /** Graduate classes (`latestGraduates` → `lists`); grouped here by graduating year, newest first. */
  graduates?: GraduateClass[];
  /** Opens a centre notice (schoolCenterNoticeInfo). */
  onNoticeSelect?: (notice: NewsItem) => void;
  /** Opens the centre notice list (schoolCenterNotic). */
  onMoreNotices?: () => void;
  /** Opens the alumni list (schoolmate). */
  onMoreAlumni?: () => void;
  /** Heading. Default 校友中心. */
  title?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/** "2023" → "2023届"; text that already says 届 is kept. */
export function graduatingYearLabel(jieshu: string | number): string {
  const text = String(jieshu).trim();
  return /^\d{4}$/.test(text) ? `${text}届` : text;
}

/** Graduate classes grouped by graduating year, newest year first, classes in their given order. */
export function groupGraduates(
  graduates: GraduateClass[],
): { jieshu: string; classes: GraduateClass[] }[] {
  const groups = new Map<string, GraduateClass[]>();
  for (const g of graduates) {
    const key = String(g.jieshu).trim();
    const list = groups.get(key);
    if (list) list.push(g);
    else groups.set(key, [g]);
  }
  const year = (k: string) => Number.parseInt(k, 10) || 0;
  return [...groups.entries()]
    .sort((a, b) => year(b[0]) - year(a[0]))
    .map(([jieshu, classes]) => ({ jieshu, classes }));
}

/** The alumni centre: leader, social activities, the latest centre notice and graduates by year. */
export function AlumniCentre({
  basics,
  latestNotice,
  graduates = [],
  onNoticeSelect,
  onMoreNotices,
  onMoreAlumni,
  title = '校友中心',
  loading = false,
  error,
  onRetry,
  className,
}: AlumniCentreProps) {
  if (loading || error) {
    return (
      <Section title={title} className={className}>
        {error ? (
          <ErrorBlock message={error} onRetry={onRetry} />
        ) : (
          <div role="status" aria-label="校友中心加载中" aria-busy="true">
            {[70, 90, 50, 80].map((w) => (
              <div key={w} className={s.skeletonRow} style={{ width: `${w}%` }} />
            ))}
          </div>
        )}
      </Section>
    );
  }
  const groups = groupGraduates(graduates);
  return (
    <Section title={title} onMore={onMoreAlumni} moreText="更多校友" className={className}>
      <div className={s.grid}>
        <div className={s.part}>
          <h3 className={s.heading}>负责人</h3>
          <p className={s.leader}>{basics?.fuzeren || '—'}</p>
          <h3 className={s.heading}>联谊活动</h3>
          {basics?.lianyi?.trim() ? (
            <HtmlContent html={basics.lianyi} />
          ) : (
            <p className={shared.meta}>暂无联谊活动</p>
          )}
        </div>
        <div className={s.part}>
          <div className={shared.sectionHeader} style={{ marginBottom: 8 }}>
            <h3 className={s.heading} style={{ margin: 0 }}>
              最新通知
            </h3>
            {onMoreNotices ? (
              <button
                type="button"
                className={shared.textLink}
                style={{ border: 0, background: 'none', cursor: 'pointer' }}
                onClick={onMoreNotices}
              >
                更多通知
              </button>
            ) : null}
          </div>
          {latestNotice ? (
            onNoticeSelect ? (
              <button
                type="button"
                className={s.notice}
                onClick={() => onNoticeSelect(latestNotice)}
              >
                {latestNotice.title}
                {latestNotice.inputtime ? (
                  <span className={shared.meta}> {dateOnly(latestNotice.inputtime)}</span>
                ) : null}
              </button>
            ) : (
              <p className={s.notice}>{latestNotice.title}</p>
            )
          ) : (
            <p className={shared.meta}>暂无通知</p>
          )}
        </div>
        <div className={s.part}>
          <h3 className={s.heading}>历届毕业生</h3>
          {groups.length === 0 ? (
            <Empty description="暂无数据" />
          ) : (
            <ul className={s.years}>
              {groups.map((g) => (
                <li key={g.jieshu}>
                  <p className={s.year}>{graduatingYearLabel(g.jieshu)}</p>
                  <ul className={s.classes} aria-label={`${graduatingYearLabel(g.jieshu)}毕业班级`}>
                    {g.classes.map((c, i) => (
                      <li key={c.id ?? i} className={s.cls}>
                        {c.nianji && !c.banji.startsWith(c.nianji)
                          ? `${c.nianji} ${c.banji}`
                          : c.banji}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}
