import type { OperationData } from '@wz/sdk';

type Resume = OperationData<'talentResume'>;

/** A résumé's card: the summary, and when full the phone and the work and education history (as text). */
export function ResumeView({ v }: { v: Resume }) {
  const work = v.entries.filter((e) => e.kind === 'work');
  const school = v.entries.filter((e) => e.kind === 'school');
  const span = (e: Resume['entries'][number]) => `${e.start} 至 ${e.end || '今'}`;
  return (
    <article className="talent-resume" aria-label={`${v.name}的简历`}>
      <header className="talent-resume__head">
        <h1>{v.name}</h1>
        <p className="muted">{[`${v.gender} · ${v.age}岁`, v.city, v.education, v.experience].join(' | ')}</p>
        <p>求职意向：<strong>{v.job_title}</strong> · {v.industry} · 期望薪资 {v.salary}</p>
        {v.full ? <p>联系电话：<a href={`tel:${v.phone}`}>{v.phone}</a></p> : <p className="muted">联系方式与完整经历仅对收到该简历的企业可见</p>}
      </header>
      <section><h2>个人优势</h2><p className="talent-text">{v.summary}</p></section>
      {v.full ? (
        <>
          <section><h2>工作经历</h2>
            {work.length ? <ol className="talent-entries">{work.map((e) => <li key={e.id}><strong>{e.org}</strong> · {e.title}<span className="muted"> {span(e)}</span>{e.note ? <p className="talent-text">{e.note}</p> : null}</li>)}</ol> : <p className="muted">未填写</p>}
          </section>
          <section><h2>教育经历</h2>
            {school.length ? <ol className="talent-entries">{school.map((e) => <li key={e.id}><strong>{e.org}</strong> · {e.title}<span className="muted"> {span(e)}</span>{e.note ? <p className="talent-text">{e.note}</p> : null}</li>)}</ol> : <p className="muted">未填写</p>}
          </section>
        </>
      ) : null}
    </article>
  );
}
