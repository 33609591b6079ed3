import type { ReactNode } from 'react';
import { Empty } from '../../../primitives/Empty/Empty';
import { HtmlContent } from '../../../patterns/HtmlContent/HtmlContent';
import { count } from '../format';
import * as info from '../info.css';
import { SchoolFacts } from '../InfoFields';
import { Section } from '../Section';
import * as shared from '../../../internal/shared.css';
import { ErrorBlock } from '../../../internal/states';
import type { School } from '../types';
import { cx } from '../../../internal/cx';
import * as s from './InstitutionInfo.css';

export interface InstitutionInfoProps {
  /** The guide (institution): `educationInfo` with type 2. */
  school?: School | null;
  /** The notice list block (usually a `<NoticeList>` with a 更多 button). */
  notices?: ReactNode;
  /** What the organisation block shows; the guide page has none yet, so it defaults to the empty state. */
  organisation?: ReactNode;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/**
 * A guide (institution) detail: name, address, class period, school form, category, contact,
 * student count, founding year, phone, website with copy, views and shares; certificate and
 * approval popovers; introduction, course content, organisation and notices.
 */
export function InstitutionInfo({
  school,
  notices,
  organisation,
  loading = false,
  error,
  onRetry,
  className,
}: InstitutionInfoProps) {
  if (loading || error || !school) {
    return (
      <div className={cx(s.wrap, className)}>
        <Section title="机构信息">
          {loading ? (
            <div role="status" aria-label="机构信息加载中" aria-busy="true">
              {[40, 85, 70, 90, 60].map((w) => (
                <div
                  key={w}
                  className={info.skeleton}
                  style={{ width: `${w}%`, height: 16, margin: '10px 0' }}
                />
              ))}
            </div>
          ) : error ? (
            <ErrorBlock message={error} onRetry={onRetry} />
          ) : (
            <Empty description="暂无机构信息" />
          )}
        </Section>
      </div>
    );
  }
  return (
    <div className={cx(s.wrap, className)}>
      <section className={shared.card} aria-label={school.schoolname}>
        <div className={school.pic1 ? info.head : undefined}>
          {school.pic1 ? (
            <img className={info.pic} src={school.pic1} alt={`${school.schoolname}的图片`} />
          ) : null}
          <div style={{ minWidth: 0 }}>
            <h2 className={info.name}>{school.schoolname}</h2>
            <p className={s.stats}>
              <span>浏览 {count(school.clickcount)}</span>
              <span>分享 {count(school.sharecount)}</span>
            </p>
            <SchoolFacts
              school={school}
              fields={[
                { term: '地址', value: school.address, wide: true },
                { term: '班期', value: school.banqi },
                { term: '办学形式', value: school.xingshi },
                { term: '类别', value: school.leibie },
                { term: '联系人', value: school.lianxiren },
                { term: '在校人数', value: school.studentcount },
                { term: '成立时间', value: school.cldate },
                { term: '电话', value: school.tel },
              ]}
            />
          </div>
        </div>
      </section>
      <Section title="机构简介">
        <HtmlContent html={school.jianjie} empty={<Empty description="暂无简介" />} />
      </Section>
      <Section title="课程内容">
        <HtmlContent html={school.kecheng} empty={<Empty description="暂无课程内容" />} />
      </Section>
      <Section title="组织机构">{organisation ?? <Empty description="暂无数据" />}</Section>
      {notices}
    </div>
  );
}
