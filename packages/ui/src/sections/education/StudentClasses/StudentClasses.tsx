import { Section } from '../Section';
import { listState, type Placeholder } from '../../../internal/states';
import type { StudentGroup } from '../types';
import * as s from './StudentClasses.css';

export interface StudentClassesProps {
  /** Grades with their classes (`studentClasses` → `lists`). */
  groups: StudentGroup[];
  /** Called when a class is chosen; without it classes are plain text. */
  onClassSelect?: (banji: StudentGroup['xiangxi'][number], nianji: string) => void;
  /** Heading. Default 学生班级. */
  title?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Text when there are no classes. Default 暂无数据. */
  emptyText?: string;
  className?: string;
}

/** The placeholder while the list loads. */
const placeholder: Placeholder = { label: '班级加载中', count: 2, className: s.skeletonRow };

/** A school's student classes, grouped by grade. */
export function StudentClasses({
  groups,
  onClassSelect,
  title = '学生班级',
  emptyText = '暂无数据',
  className,
  ...state
}: StudentClassesProps) {
  const body = listState(state, placeholder, groups.length === 0 && emptyText) ?? (
    <div className={s.groups}>
      {groups.map((g, gi) => (
        <div key={`${g.nianji}-${gi}`}>
          <h3 className={s.grade}>{g.nianji}</h3>
          {g.xiangxi.length === 0 ? (
            <p className={s.chip}>暂无班级</p>
          ) : (
            <ul className={s.classes} aria-label={`${g.nianji}的班级`}>
              {g.xiangxi.map((c, ci) => (
                <li key={c.id ?? ci}>
                  {onClassSelect ? (
                    <button
                      type="button"
                      className={s.chipButton}
                      onClick={() => onClassSelect(c, g.nianji)}
                    >
                      {c.banji}
                    </button>
                  ) : (
                    <span className={s.chip}>{c.banji}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
  return (
    <Section title={title} className={className}>
      {body}
    </Section>
  );
}
