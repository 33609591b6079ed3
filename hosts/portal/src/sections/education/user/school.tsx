// A school's or guide institution's pages: 组织机构 (organisation rows, grades and classes), 资讯管理 (notices,
// campus life, campus style, alumni-centre notices), 校友管理 (leader, social activities, graduating classes).
import * as v from 'valibot';
import { useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { ListEditKind, pictureId, ProfileFormKind, savedPicture, type FieldSpec } from '@wz/app-kit/kinds';
import { StatusTabs } from '@wz/ui';
import { gate, Settled } from './Settled';
import type { EducationKind } from '../release/profile';

const SCHOOLS: EducationKind[] = [1, 2];
const rows = reads.educationReleaseRows({});
const text = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `请填写${what}`), v.maxLength(max, `${what}最多 ${max} 个字`));
const field = (name: string, label: string, maxLength: number, placeholder?: string): FieldSpec => ({ kind: 'text', name, label, required: true, maxLength, placeholder });

const orgSchema = v.object({ orgname: text(1, 30, '机构名称'), orgvalue: text(1, 200, '内容') });
const classSchema = v.object({ nianji: text(1, 20, '年级'), banji: text(1, 20, '班级') });
const alumniSchema = v.object({ jieshu: v.pipe(v.string(), v.trim(), v.regex(/^(19[5-9]\d|20\d\d)$/, '请填写届数（如 2020）')), nianji: text(1, 20, '年级'), banji: text(1, 20, '班级') });

export function Zuzhi() {
  return (
    <Settled title="组织机构" kinds={SCHOOLS}>
      {() => (
        <>
          <ListEditKind
            title="组织机构"
            noun="组织机构"
            read={rows}
            gate={gate}
            rows={(d) => d.org}
            columns={[{ key: 'orgname', title: '机构', value: (r) => r.orgname }, { key: 'orgvalue', title: '内容', value: (r) => r.orgvalue }]}
            schema={orgSchema}
            fields={[field('orgname', '机构名称', 30, '如 校长、教务处'), field('orgvalue', '内容', 200, '如 张明')]}
            empty={{ orgname: '', orgvalue: '' }}
            toValues={(r) => ({ orgname: r.orgname, orgvalue: r.orgvalue })}
            save="educationReleaseSaveRow"
            toParams={(values, id) => ({ table: 'org' as const, id, ...values })}
            remove="educationReleaseRemoveRow"
            removeParams={(r) => ({ table: 'org' as const, id: r.id })}
          />
          <ListEditKind
            title="年级班级"
            noun="班级"
            read={rows}
            gate={gate}
            rows={(d) => d.class}
            columns={[{ key: 'nianji', title: '年级', value: (r) => r.nianji }, { key: 'banji', title: '班级', value: (r) => r.banji }]}
            schema={classSchema}
            fields={[field('nianji', '年级', 20, '如 一年级'), field('banji', '班级', 20, '如 1班')]}
            empty={{ nianji: '', banji: '' }}
            toValues={(r) => ({ nianji: r.nianji, banji: r.banji })}
            save="educationReleaseSaveRow"
            toParams={(values, id) => ({ table: 'class' as const, id, ...values })}
            remove="educationReleaseRemoveRow"
            removeParams={(r) => ({ table: 'class' as const, id: r.id })}
          />
        </>
      )}
    </Settled>
  );
}

const NTYPES = [
  { key: '2', label: '学校通知', noun: '通知' },
  { key: '1', label: '校园生活', noun: '校园生活' },
  { key: '3', label: '校园风采', noun: '校园风采' },
  { key: '4', label: '校友中心通知', noun: '校友中心通知' },
] as const;
const newsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(2, '标题请填写 2–60 个字'), v.maxLength(60, '标题请填写 2–60 个字')),
  pic: v.array(v.object({ id: v.string(), url: v.string() })),
  content: v.pipe(v.string(), v.check((h) => h.replace(/<[^>]*>/g, '').trim().length >= 5, '内容请至少输入 5 个字')),
});

export function Information() {
  const [params, setParams] = useSearchParams();
  const current = NTYPES.find((n) => n.key === params.get('ntype')) ?? NTYPES[0];
  const ntype = Number(current.key) as 1 | 2 | 3 | 4;
  return (
    <Settled title="资讯管理" kinds={SCHOOLS}>
      {() => (
        <>
          <StatusTabs label="资讯类型" items={NTYPES.map((n) => ({ key: n.key, label: n.label }))} value={current.key} onChange={(k) => setParams(k === '2' ? {} : { ntype: k })} />
          <ListEditKind
            key={ntype}
            title={current.label}
            noun={current.noun}
            read={reads.educationReleaseNewsList({ ntype })}
            gate={gate}
            rows={(d) => d.lists}
            columns={[{ key: 'title', title: '标题', value: (r) => r.title }, { key: 'inputtime', title: '发布时间', value: (r) => r.inputtime }]}
            schema={newsSchema}
            fields={[
              { kind: 'text', name: 'title', label: '标题', required: true, maxLength: 60 },
              { kind: 'image', name: 'pic', label: '图片' },
              { kind: 'richtext', name: 'content', label: '内容', required: true, placeholder: '至少 5 个字' },
            ]}
            empty={{ title: '', pic: [], content: '' }}
            toValues={(r) => ({ title: r.title, pic: savedPicture(r.pic), content: r.content })}
            save="educationReleaseSaveNews"
            toParams={(values, id) => ({ ntype, id, title: values.title, content: values.content, pic: pictureId(values.pic) || undefined })}
            remove="educationReleaseRemoveNews"
            removeParams={(r) => ({ id: r.id, ntype })}
          />
        </>
      )}
    </Settled>
  );
}

const basicsSchema = v.object({ fuzeren: text(2, 20, '负责人'), lianyi: v.pipe(v.string(), v.trim(), v.maxLength(500, '社会活动最多 500 个字')) });

export function Xiaoyou() {
  return (
    <Settled title="校友管理" kinds={SCHOOLS}>
      {() => (
        <>
          <ProfileFormKind
            title="校友中心"
            description="校友中心页面上显示的负责人和社会活动"
            read={rows}
            gate={gate}
            schema={basicsSchema}
            toValues={(d) => ({ fuzeren: d.fuzeren, lianyi: d.lianyi })}
            fields={[field('fuzeren', '负责人', 20), { kind: 'textarea', name: 'lianyi', label: '社会活动', maxLength: 500, rows: 4 }]}
            write="educationReleaseSaveAlumni"
            toParams={(values) => values}
          />
          <ListEditKind
            title="历届毕业班级"
            noun="毕业班级"
            read={rows}
            gate={gate}
            rows={(d) => d.alumni}
            columns={[{ key: 'jieshu', title: '届', value: (r) => `${r.jieshu} 届` }, { key: 'nianji', title: '年级', value: (r) => r.nianji }, { key: 'banji', title: '班级', value: (r) => r.banji }]}
            schema={alumniSchema}
            fields={[field('jieshu', '届数', 4, '如 2020'), field('nianji', '年级', 20, '如 六年级'), field('banji', '班级', 20, '如 2班')]}
            empty={{ jieshu: '', nianji: '', banji: '' }}
            toValues={(r) => ({ jieshu: String(r.jieshu), nianji: r.nianji, banji: r.banji })}
            save="educationReleaseSaveRow"
            toParams={(values, id) => ({ table: 'alumni' as const, id, jieshu: Number(values.jieshu), nianji: values.nianji, banji: values.banji })}
            remove="educationReleaseRemoveRow"
            removeParams={(r) => ({ table: 'alumni' as const, id: r.id })}
          />
        </>
      )}
    </Settled>
  );
}
