import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type OperationData } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead } from '@wz/sdk/react';
import { LazyImage, PagedList } from '@wz/ui';
import { SectionLayout } from '../../../app/shell/SectionLayout';
import { companyPath, isResumeTab, POSITION_ROWS, positionPath, RESUME_ROWS, resumePath, TALENT_SORTS, talentsIndexPath, talentsIndexReads } from '../params';
import '../talents.css';

type Position = OperationData<'talentPositions'>['lists'][number];
type Resume = OperationData<'talentResumes'>['lists'][number];

function withParam(search: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  const q = next.toString();
  return `${talentsIndexPath}${q ? `?${q}` : ''}`;
}

function PositionCard({ p }: { p: Position }) {
  return (
    <article className="talent-card">
      <div className="talent-card__main">
        <h2 className="talent-card__title"><Link to={positionPath(p.id)}>{p.title}</Link></h2>
        <strong className="talent-card__pay">{p.salary}</strong>
      </div>
      <p className="talent-card__facts">{[p.city.replace(/市$/, '') + '·' + p.district, p.experience, p.education, p.jobtype].join(' | ')}</p>
      {p.tags.length ? <ul className="talent-tags" aria-label="福利">{p.tags.map((t) => <li key={t}>{t}</li>)}</ul> : null}
      <Link className="talent-card__company" to={companyPath(p.company_id)}>
        {p.logo ? <LazyImage src={p.logo} alt="" width={28} height={28} /> : null}
        <span>{p.company}</span>
        <span className="muted">{p.industry}</span>
      </Link>
    </article>
  );
}

function ResumeCard({ r }: { r: Resume }) {
  return (
    <article className="talent-card">
      <div className="talent-card__main">
        <h2 className="talent-card__title"><Link to={resumePath(r.id)}>{r.name} · {r.job_title}</Link></h2>
        <strong className="talent-card__pay">{r.salary}</strong>
      </div>
      <p className="talent-card__facts">{[`${r.gender} ${r.age}岁`, r.city, r.education, r.experience, r.industry].join(' | ')}</p>
      <p className="talent-card__summary">{r.summary}</p>
    </article>
  );
}

/** /talents/index: positions (or public résumés) by city, industry, salary, experience, education, job type, keyword and sort (in the URL). */
export default function TalentsIndex() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const r = useRouteReads(talentsIndexReads);
  const filters = useRead(r.filters).data;
  const resumeTab = isResumeTab(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const positions = useRead(r.positions ?? null);
  const resumes = useRead(r.resumes ?? null);
  const list = resumeTab ? resumes : positions;
  const refused = isApiError(list.error) && list.error.kind === 'api';
  const data = refused ? { lists: [], total: 0 } : list.data;
  const pagedProps = { total: data?.total ?? 0, page, loading: list.isLoading, error: refused ? undefined : list.error, onRetry: () => void list.mutate(),
    onPageChange: (p: number) => navigate(withParam(search, 'page', p > 1 ? String(p) : '')) };
  const empty = resumeTab ? '没有符合条件的简历，换个条件试试' : '没有符合条件的职位，换个条件试试';
  const keys: readonly string[] = resumeTab ? RESUME_ROWS : POSITION_ROWS;
  const rows = (filters?.rows ?? []).filter((row) => keys.includes(row.key));
  const tab = (resume: boolean) => {
    const next = new URLSearchParams();
    if (resume) next.set('tab', 'resume');
    for (const k of ['city', 'keyword', ...RESUME_ROWS]) if (search.get(k)) next.set(k, search.get(k)!);
    return `${talentsIndexPath}${next.size ? `?${next}` : ''}`;
  };
  return (
    <SectionLayout section="talent" filter={<span />} breadcrumb={[{ label: resumeTab ? '找人才' : '找工作' }]}>
      <div className="talents-index">
        <nav className="talents-tabs" aria-label="职位或人才">
          <Link to={tab(false)} aria-current={!resumeTab ? 'page' : undefined}>找工作</Link>
          <Link to={tab(true)} aria-current={resumeTab ? 'page' : undefined}>找人才</Link>
        </nav>
        <form className="talents-filter" method="get" action={talentsIndexPath} role="search" aria-label={resumeTab ? '筛选人才' : '筛选职位'}
          onSubmit={(e) => {
            e.preventDefault();
            const next = new URLSearchParams(search);
            const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
            if (keyword) next.set('keyword', keyword);
            else next.delete('keyword');
            next.delete('page');
            navigate(`${talentsIndexPath}?${next}`);
          }}>
          {resumeTab ? <input type="hidden" name="tab" value="resume" /> : null}
          <input type="search" name="keyword" defaultValue={search.get('keyword') ?? ''} key={search.get('keyword') ?? ''} maxLength={30}
            placeholder={resumeTab ? '搜索期望职位、个人优势' : '搜索职位名称或公司'} aria-label="关键词" />
          <button type="submit">搜索</button>
          <div className="talents-filter__selects">
            <select aria-label="城市" value={search.get('city') ?? ''} onChange={(e) => navigate(withParam(search, 'city', e.target.value))}>
              <option value="">全部城市</option>
              {(filters?.cities ?? []).map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
            {rows.map((row) => (
              <select key={row.key} aria-label={row.name} value={search.get(row.key) ?? ''} onChange={(e) => navigate(withParam(search, row.key, e.target.value))}>
                <option value="">{row.name}不限</option>
                {row.options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
              </select>
            ))}
          </div>
        </form>
        <div className="talents-index__bar">
          <p aria-live="polite">{data ? <>共 <strong>{data.total}</strong> {resumeTab ? '份简历' : '个职位'}</> : '\u00a0'}</p>
          {!resumeTab ? (
            <nav className="talents-sorts" aria-label="排序">
              {TALENT_SORTS.map((s) => (
                <Link key={s.value} to={withParam(search, 'sort', s.value)} aria-current={(search.get('sort') ?? '') === s.value ? 'true' : undefined}>{s.label}</Link>
              ))}
            </nav>
          ) : null}
        </div>
        {resumeTab ? (
          <PagedList.Root items={refused ? [] : resumes.data?.lists} {...pagedProps}>
            <PagedList.Items<Resume> label="人才列表" getKey={(x) => x.id} layout="list" placeholder={<div className="talent-card talent-card--loading" />}>
              {(x) => <ResumeCard r={x} />}
            </PagedList.Items>
            <PagedList.Empty>{empty}</PagedList.Empty>
            <PagedList.Error />
            <PagedList.Pager />
          </PagedList.Root>
        ) : (
          <PagedList.Root items={refused ? [] : positions.data?.lists} {...pagedProps}>
            <PagedList.Items<Position> label="职位列表" getKey={(x) => x.id} layout="list" placeholder={<div className="talent-card talent-card--loading" />}>
              {(x) => <PositionCard p={x} />}
            </PagedList.Items>
            <PagedList.Empty>{empty}</PagedList.Empty>
            <PagedList.Error />
            <PagedList.Pager />
          </PagedList.Root>
        )}
        <p className="muted">企业招聘？<Link to="/release/talent">企业入驻</Link> · 求职者？<Link to="/user/talentsRelease/base">填写我的简历</Link></p>
      </div>
    </SectionLayout>
  );
}
