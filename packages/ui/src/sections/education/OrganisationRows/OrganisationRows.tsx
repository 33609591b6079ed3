import { Empty } from '../../../primitives/Empty/Empty';
import { Section } from '../Section';
import { ErrorBlock } from '../../../internal/states';
import type { OrganisationRow } from '../types';
import * as s from './OrganisationRows.css';

export interface OrganisationRowsProps {
  /** Rows from `organisationList` (`orgname` → `orgvalue`). */
  rows: OrganisationRow[];
  /** Heading. Default 组织机构. */
  title?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Text when there are no rows. Default 暂无数据. */
  emptyText?: string;
  className?: string;
}

/** A school's organisation structure: one row per body, its members beside it. */
export function OrganisationRows({
  rows,
  title = '组织机构',
  loading = false,
  error,
  onRetry,
  emptyText = '暂无数据',
  className,
}: OrganisationRowsProps) {
  let body;
  if (loading) {
    body = (
      <div role="status" aria-label="组织机构加载中" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={s.skeletonRow} />
        ))}
      </div>
    );
  } else if (error) {
    body = <ErrorBlock message={error} onRetry={onRetry} />;
  } else if (rows.length === 0) {
    body = <Empty description={emptyText} />;
  } else {
    body = (
      <dl className={s.rows}>
        {rows.map((r, i) => (
          <div key={`${r.orgname}-${i}`} className={s.row}>
            <dt className={s.name}>{r.orgname}</dt>
            <dd className={s.value}>{r.orgvalue}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <Section title={title} className={className}>
      {body}
    </Section>
  );
}
