/**
 * 基本信息 and 详细介绍 of both roles: the seeker's résumé always, the company's once it is approved (the role
 * call says which); experience.tsx has the history, positions.tsx the positions, boxes.tsx the boxes.
 */
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { ProfileFormKind, RichTextKind, type FieldSpec } from '@wz/app-kit/kinds';
import { companyFields, companyParams, companySchema } from './company';
import { myCompany, myResume, myRole } from './mine';
import '../talents.css';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const chosen = (what: string) => v.pipe(v.string(), v.minLength(1, `请选择${what}`));
const thisYear = new Date().getFullYear();
const resumeSchema = v.object({
  name: sized(2, 20, '姓名'),
  gender: v.picklist(['男', '女'], '请选择性别'),
  birth_year: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, '请输入四位出生年份，如 1995'), v.check((y) => thisYear - Number(y) >= 16 && thisYear - Number(y) <= 65, '出生年份有误（年龄需在 16–65 岁之间）')),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')),
  city: chosen('期望城市'),
  education: chosen('最高学历'),
  experience: chosen('工作经验'),
  industry: chosen('期望行业'),
  job_title: sized(2, 30, '期望职位'),
  salary: chosen('期望薪资'),
  summary: sized(10, 200, '个人优势'),
  public: v.picklist(['1', '0'], '请选择是否公开'),
});

type Filters = OperationData<'talentFilters'> | undefined;
const optionsOf = (f: Filters, key: string, skipFirst = false) => [
  { value: '', label: '请选择' },
  ...(f?.rows.find((r) => r.key === key)?.options ?? []).slice(skipFirst ? 1 : 0).map((o) => ({ value: String(o.id), label: o.name })),
];
const resumeFields = (f: Filters): FieldSpec[] => [
  { kind: 'text', name: 'name', label: '姓名', required: true, maxLength: 20 },
  { kind: 'radio', name: 'gender', label: '性别', required: true, options: [{ value: '男', label: '男' }, { value: '女', label: '女' }] },
  { kind: 'text', name: 'birth_year', label: '出生年份', required: true, inputMode: 'decimal', maxLength: 4, placeholder: '如 1995' },
  { kind: 'text', name: 'phone', label: '手机号', required: true, inputMode: 'tel', maxLength: 11, hint: '只有收到你简历的企业能看到' },
  { kind: 'select', name: 'city', label: '期望城市', required: true, options: [{ value: '', label: '请选择' }, ...(f?.cities ?? []).map((c) => ({ value: c, label: c }))] },
  { kind: 'select', name: 'education', label: '最高学历', required: true, options: optionsOf(f, 'education', true) },
  { kind: 'select', name: 'experience', label: '工作经验', required: true, options: optionsOf(f, 'experience', true) },
  { kind: 'select', name: 'industry', label: '期望行业', required: true, options: optionsOf(f, 'industry') },
  { kind: 'text', name: 'job_title', label: '期望职位', required: true, maxLength: 30, placeholder: '如 前端开发工程师' },
  { kind: 'select', name: 'salary', label: '期望薪资', required: true, options: optionsOf(f, 'salary') },
  { kind: 'textarea', name: 'summary', label: '个人优势', required: true, maxLength: 200, rows: 3, hint: '10–200 个字；公开时企业在人才列表中能看到' },
  { kind: 'radio', name: 'public', label: '公开简历', required: true, options: [{ value: '1', label: '公开（展示摘要，不含电话）' }, { value: '0', label: '不公开（仅投递的企业可见）' }] },
];
const num = (n: number) => (n ? String(n) : '');

function CompanyInvite() {
  return (
    <section className="card kind">
      <h2>企业招聘</h2>
      <p className="muted">企业入驻并通过审核后，可在这里编辑企业信息、发布职位。</p>
      <Link className="kind__gate" to="/release/talent">企业入驻</Link>
    </section>
  );
}

export function Base() {
  const filters = useRead(reads.talentFilters({})).data;
  const role = useRead(myRole).data;
  return (
    <div className="talent-user">
      <ProfileFormKind
        title="基本信息（我的简历）"
        description="填写后即可投递职位；电话和完整经历只有收到简历的企业能看到"
        read={myResume}
        schema={resumeSchema}
        toValues={(d) => ({ name: d.name, gender: d.gender || undefined, birth_year: d.birth_year ? String(d.birth_year) : '', phone: d.phone, city: d.city, education: num(d.education), experience: num(d.experience), industry: num(d.industry), job_title: d.job_title, salary: num(d.salary), summary: d.summary, public: d.public === 0 ? ('0' as const) : ('1' as const) })}
        fields={resumeFields(filters)}
        write="talentSaveResume"
        toParams={(x) => ({ ...x, birth_year: Number(x.birth_year), education: Number(x.education), experience: Number(x.experience), industry: Number(x.industry), salary: Number(x.salary), public: x.public === '1' ? (1 as const) : (0 as const) })}
      />
      {role?.status === 'approved' ? (
        <ProfileFormKind
          title="企业基本信息"
          description="显示在职位页的公司卡片和企业主页上"
          read={myCompany}
          schema={companySchema}
          toValues={(d) => ({ name: d.name, industry: String(d.industry), city: d.city, scale: d.scale, contact: d.contact, phone: d.phone, jianjie: d.jianjie })}
          fields={companyFields(filters)}
          write="talentSaveCompany"
          toParams={companyParams}
        />
      ) : role ? <CompanyInvite /> : null}
    </div>
  );
}

export function Detail() {
  const role = useRead(myRole).data;
  return (
    <div className="talent-user">
      <RichTextKind title="详细介绍（自我介绍）" description="收到你简历的企业能看到的自我介绍" read={myResume} pick={(d) => d.content} write="talentSaveResumeDetail" toParams={(html) => ({ html })} placeholder="介绍一下你的经历、技能和求职意向，至少 10 个字" />
      {role?.status === 'approved' ? (
        <RichTextKind title="企业介绍" description="企业主页上的公司介绍，可以图文并茂" read={myCompany} pick={(d) => d.content} write="talentSaveCompanyDetail" toParams={(html) => ({ html })} placeholder="介绍公司的业务、团队与福利，至少 10 个字" />
      ) : null}
    </div>
  );
}
