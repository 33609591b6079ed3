import { Button } from '../../../primitives/Button/Button';
import { Empty } from '../../../primitives/Empty/Empty';
import { HtmlContent } from '../../../patterns/HtmlContent/HtmlContent';
import * as info from '../info.css';
import { InfoFields, SchoolFacts } from '../InfoFields';
import * as shared from '../../../internal/shared.css';
import { ErrorBlock } from '../../../internal/states';
import type { School } from '../types';
import { cx } from '../../../internal/cx';
import * as s from './SchoolInfoGrid.css';

const FIELD_TERMS: readonly string[] = [
  '学校性质',
  '办学形式',
  '学校层级',
  '建校时间',
  '评级',
  '在校人数',
  '电话',
  '网址',
];

export interface SchoolInfoGridProps {
  /** The school: `educationInfo` with type 1. */
  school?: School | null;
  /** Show the introduction (`jianjie`) under the grid. Default true. */
  showIntroduction?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/**
 * A school's facts: nature, school form, level, founding year, rating, student count, phone and
 * website (with copy); certificate and approval popovers; the introduction.
 */
export function SchoolInfoGrid({
  school,
  showIntroduction = true,
  loading = false,
  error,
  onRetry,
  className,
}: SchoolInfoGridProps) {
  let body;
  if (loading) {
    // The loaded layout with grey bars for its texts, so the block keeps its size when data arrives.
    const bar = (width: string) => (
      <span className={info.skeleton} style={{ display: 'inline-block', width }}>
        {'\u00a0'}
      </span>
    );
    body = (
      <div role="status" aria-label="学校信息加载中" aria-busy="true">
        <div className={info.head} aria-hidden="true">
          <div className={cx(info.pic, info.skeleton)} />
          <div style={{ minWidth: 0 }}>
            <div className={info.name}>{bar('60%')}</div>
            <InfoFields
              fields={FIELD_TERMS.map((term) => ({
                term,
                value: bar('6em'),
                wide: term === '网址',
              }))}
            />
            <div className={info.buttons}>
              {['查看办学许可证', '查看审批文件'].map((label) => (
                <Button key={label} size="sm" variant="secondary" disabled tabIndex={-1}>
                  {label}
                </Button>
              ))}
            </div>
          </div>
        </div>
        {showIntroduction ? (
          <div className={s.intro} aria-hidden="true">
            <h3 className={s.introTitle}>学校简介</h3>
            {[90, 75].map((w) => (
              <div
                key={w}
                className={info.skeleton}
                style={{ width: `${w}%`, height: 16, margin: '6px 0' }}
              />
            ))}
          </div>
        ) : null}
      </div>
    );
  } else if (error) {
    body = <ErrorBlock message={error} onRetry={onRetry} />;
  } else if (!school) {
    body = <Empty description="暂无学校信息" />;
  } else {
    body = (
      <>
        <div className={school.pic1 ? info.head : undefined}>
          {school.pic1 ? (
            <img
              className={info.pic}
              src={school.pic1}
              alt={`${school.schoolname}的图片`}
              width={400}
              height={300}
              style={{ height: 'auto' }}
            />
          ) : null}
          <div style={{ minWidth: 0 }}>
            <h2 className={info.name}>{school.schoolname}</h2>
            <SchoolFacts
              school={school}
              fields={[
                { term: '学校性质', value: school.xingzhi },
                { term: '办学形式', value: school.xingshi },
                { term: '学校层级', value: school.cengji },
                { term: '建校时间', value: school.cldate },
                { term: '评级', value: school.pingji },
                { term: '在校人数', value: school.studentcount },
                { term: '电话', value: school.tel },
              ]}
            />
          </div>
        </div>
        {showIntroduction ? (
          <div className={s.intro}>
            <h3 className={s.introTitle}>学校简介</h3>
            <HtmlContent html={school.jianjie} empty={<p className={shared.meta}>暂无简介</p>} />
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section
      className={cx(s.wrap, shared.card, className)}
      aria-label={school?.schoolname ?? '学校信息'}
    >
      {body}
    </section>
  );
}
