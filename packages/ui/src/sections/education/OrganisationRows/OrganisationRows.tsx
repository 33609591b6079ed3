import { Section } from '../Section';
import { listState, type Placeholder } from '../../../internal/states';
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

/** The placeholder while the list loads. */
const placeholder: Placeholder = { label: '组织机构加载中', count: 3, className: s.skeletonRow };

/** A school's organisation structure: one row per body, its members beside it. */
export function OrganisationRows({
  rows,
  title = '组织机构',
  emptyText = '暂无数据',
  className,
  ...state
}: OrganisationRowsProps) {
  const body = listState(state, placeholder, rows.length === 0 && emptyText) ?? (
    <dl className={s.rows}>
      {rows.map((r, i) => (
        <div key={`${r.orgname}-${i}`} className={s.row}>
          <dt className={s.name}>{r.orgname}</dt>
          <dd className={s.value}>{r.orgvalue}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Section title={title} className={className}>
      {body}
    </Section>
  );
}
