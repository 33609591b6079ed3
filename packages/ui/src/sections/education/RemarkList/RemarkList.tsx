import { useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog/ConfirmDialog';
import { Pager } from '../../../primitives/Pager/Pager';
import * as shared from '../../../internal/shared.css';
import { listState, type Placeholder } from '../../../internal/states';
import type { Remark } from '../types';
import { cx } from '../../../internal/cx';
import * as s from './RemarkList.css';

const levelClass: Record<string, string> = {
  优秀: s.level.excellent,
  良好: s.level.good,
  中等: s.level.medium,
  一般: s.level.fair,
  差: s.level.poor,
};

/** The spec's delete confirmation text. */
export const REMARK_DELETE_CONFIRM_TEXT = '是否确认删除备注内容，删除后无法找回。';

export interface RemarkListProps {
  /** Remarks of the current page (`remarkList` → `data.lists`). */
  remarks: Remark[];
  /** Total remarks. */
  total?: number;
  /** Current page (1-based). */
  page?: number;
  /** Page size: the server's `limit`, default 5. */
  pageSize?: number;
  /** Called with the new page; without it no pager shows. */
  onPageChange?: (page: number) => void;
  /** Deletes a remark after the user confirms; without it no delete buttons show. */
  onDelete?: (id: Remark['id']) => void;
  /** The remark whose delete is in flight. */
  deletingId?: Remark['id'] | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/** The placeholder while the list loads. */
const placeholder: Placeholder = { label: '备注加载中', count: 3, className: s.skeletonRow };

/** Teacher remarks with their rating, a pager and delete-with-confirmation. */
export function RemarkList({
  remarks,
  total = 0,
  page = 1,
  pageSize = 5,
  onPageChange,
  onDelete,
  deletingId,
  className,
  ...state
}: RemarkListProps) {
  const [pending, setPending] = useState<Remark['id'] | null>(null);

  const body = listState(state, placeholder, remarks.length === 0 && '暂无备注') ?? (
    <ul className={s.items} aria-label="备注列表">
      {remarks.map((r) => (
        <li key={r.id} className={s.item}>
          <span className={levelClass[r.pingji] ?? s.level.other}>{r.pingji}</span>
          <div>
            <p className={s.content}>{r.content}</p>
            {r.inputtime ? <time className={shared.meta}>{r.inputtime}</time> : null}
          </div>
          {onDelete ? (
            <Button
              className={s.del}
              variant="ghost"
              size="sm"
              loading={deletingId === r.id}
              aria-label={`删除备注：${r.content.slice(0, 20)}`}
              onClick={() => setPending(r.id)}
            >
              删除
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <div className={cx(s.wrap, className)}>
      {body}
      {onPageChange && !state.loading && !state.error && total > pageSize ? (
        <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title="删除备注"
        message={REMARK_DELETE_CONFIRM_TEXT}
        confirmText="删除"
        cancelText="取消"
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const id = pending;
          setPending(null);
          if (id !== null) onDelete?.(id);
        }}
      />
    </div>
  );
}
