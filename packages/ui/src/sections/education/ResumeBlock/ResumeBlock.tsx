import { Empty } from '../../../primitives/Empty/Empty';
import { HtmlContent } from '../../../patterns/HtmlContent/HtmlContent';
import { Section } from '../Section';
import { ErrorBlock } from '../../../internal/states';
import type { Teacher } from '../types';
import { cx } from '../../../internal/cx';
import { root } from '../../../theme/reset.css';
import * as s from './ResumeBlock.css';

export interface ResumeBlockProps {
  /** Resume HTML (`jianli`), sanitised before display. */
  jianli?: Teacher['jianli'];
  /** Address / speech HTML (`zhici`), sanitised before display. */
  zhici?: Teacher['zhici'];
  /** Heading of the resume. Default 个人简历. */
  resumeTitle?: string;
  /** Heading of the address text. Default 教师致辞. */
  addressTitle?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  className?: string;
}

/** A teacher's resume and address text, from server HTML sanitised with DOMPurify. */
export function ResumeBlock({
  jianli,
  zhici,
  resumeTitle = '个人简历',
  addressTitle = '教师致辞',
  loading = false,
  error,
  onRetry,
  className,
}: ResumeBlockProps) {
  if (loading) {
    return (
      <Section title={resumeTitle} className={className}>
        <div role="status" aria-label="简历加载中" aria-busy="true">
          {[90, 75, 82, 60].map((w) => (
            <div key={w} className={s.skeletonRow} style={{ width: `${w}%` }} />
          ))}
        </div>
      </Section>
    );
  }
  if (error) {
    return (
      <Section title={resumeTitle} className={className}>
        <ErrorBlock message={error} onRetry={onRetry} />
      </Section>
    );
  }
  return (
    <div className={cx(root, s.blocks, className)}>
      <Section title={resumeTitle}>
        {jianli?.trim() ? (
          <HtmlContent className={s.html} html={jianli} />
        ) : (
          <Empty description="暂无简历" />
        )}
      </Section>
      {zhici?.trim() ? (
        <Section title={addressTitle}>
          <HtmlContent className={s.html} html={zhici} />
        </Section>
      ) : null}
    </div>
  );
}
