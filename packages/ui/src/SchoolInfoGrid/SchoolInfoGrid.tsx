import { Empty } from '../Empty/Empty';
import { HtmlContent } from '../HtmlContent/HtmlContent';
import { DocPopovers } from '../education/DocPopovers';
import * as info from '../education/info.css';
import { InfoFields } from '../education/InfoFields';
import * as shared from '../education/shared.css';
import { ErrorBlock } from '../education/states';
import type { School } from '../education/types';
import { Website } from '../education/Website';
import { cx } from '../internal/cx';
import * as s from './SchoolInfoGrid.css';

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
    body = (
      <div role="status" aria-label="学校信息加载中" aria-busy="true">
        {[35, 80, 65, 90].map((w) => (
          <div
            key={w}
            className={info.skeleton}
            style={{ width: `${w}%`, height: 16, margin: '10px 0' }}
          />
        ))}
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
            <img className={info.pic} src={school.pic1} alt={`${school.schoolname}的图片`} />
          ) : null}
          <div style={{ minWidth: 0 }}>
            <h2 className={info.name}>{school.schoolname}</h2>
            <InfoFields
              fields={[
                { term: '学校性质', value: school.xingzhi },
                { term: '办学形式', value: school.xingshi },
                { term: '学校层级', value: school.cengji },
                { term: '建校时间', value: school.cldate },
                { term: '评级', value: school.pingji },
                { term: '在校人数', value: school.studentcount },
                { term: '电话', value: school.tel },
                {
                  term: '网址',
                  value: school.website?.trim() ? <Website website={school.website} /> : null,
                  wide: true,
                },
              ]}
            />
            <div className={info.buttons}>
              <DocPopovers school={school} />
            </div>
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
