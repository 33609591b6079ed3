import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { KindState } from '@wz/app-kit/kinds';
import type { EducationKind } from '../release/profile';
import '../education.css';

export const mine = reads.educationReleaseMine({});
export const gate = { to: '/release/education', label: '去入驻' };
export type Mine = OperationData<'educationReleaseMine'>;

/**
 * A publisher's page: its content once the member's settlement is approved and of a kind the page serves
 * (a teacher's courseware, a school's notices); otherwise why not, with the way to the settle-in form.
 */
export function Settled({ title, kinds, children }: { title: string; kinds: EducationKind[]; children: (m: Mine & { kind: EducationKind }) => ReactNode }) {
  const m = useRead(mine);
  if (!m.data) return <KindState title={title} loading={!m.error} error={m.error} onRetry={() => void m.mutate()} gate={gate} />;
  const kind = m.data.kind as EducationKind | 0;
  const why =
    m.data.status !== 2 || !kind
      ? m.data.status === 1
        ? '您的入驻申请正在审核中，审核通过后即可管理'
        : '入驻审核通过后才能管理教育发布'
      : !kinds.includes(kind)
        ? `该功能仅对${kinds.includes(3) ? '教师' : kinds.includes(2) ? '学校和机构' : '学校'}开放`
        : '';
  if (why)
    return (
      <section className="card kind" aria-labelledby="kind-title">
        <h1 id="kind-title">{title}</h1>
        <div role="alert" className="kind__state">
          <p>{why}</p>
          {m.data.status !== 2 ? <Link className="kind__gate" to={gate.to}>{m.data.status === 1 ? '查看入驻状态' : gate.label}</Link> : null}
        </div>
      </section>
    );
  return <>{children({ ...m.data, kind: kind as EducationKind })}</>;
}
