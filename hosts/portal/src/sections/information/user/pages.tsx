/**
 * The publisher's form pages (/user/informationRelease/*: base, services, columns), each a page kind given
 * information's operations and fields; list.tsx has the articles, boxes.tsx comments, reports and messages
 * (so each page loads only its kinds).
 */
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { ListEditKind, pictureId, ProfileFormKind, savedPicture } from '@wz/app-kit/kinds';

const mine = reads.informationMine({});
const gate = { to: '/release/information', label: '去申请入驻' };
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));

const baseSchema = v.object({
  name: sized(2, 20, '名称'),
  jianjie: sized(5, 200, '简介'),
  logo: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传头像/标志')),
  contact: sized(2, 20, '联系人'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号（如 0515-88880000）')),
});

export function Base() {
  return (
    <ProfileFormKind
      title="基本信息"
      description="读者在文章页的作者卡片上看到的信息"
      read={mine}
      gate={gate}
      schema={baseSchema}
      toValues={(d) => ({ name: d.name, jianjie: d.jianjie, logo: savedPicture(d.logo), contact: d.contact, phone: d.phone })}
      fields={[
        { kind: 'text', name: 'name', label: '资讯号名称', required: true, maxLength: 20 },
        { kind: 'textarea', name: 'jianjie', label: '简介', required: true, maxLength: 200, rows: 3 },
        { kind: 'image', name: 'logo', label: '头像/标志', required: true },
        { kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 },
        { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
      ]}
      write="informationSaveBase"
      toParams={({ logo, ...rest }) => ({ ...rest, logo: pictureId(logo) })}
    />
  );
}

type Service = OperationData<'informationMine'>['services'][number];
const serviceSchema = v.object({ title: sized(2, 30, '服务名称'), content: sized(5, 500, '服务说明'), price: v.pipe(v.string(), v.trim(), v.maxLength(20, '价格最多 20 个字')) });

export function Service() {
  return (
    <ListEditKind
      title="服务管理"
      noun="服务"
      read={mine}
      gate={gate}
      rows={(d) => d.services}
      columns={[
        { key: 'title', title: '服务', value: (r: Service) => r.title },
        { key: 'price', title: '价格', value: (r: Service) => r.price },
      ]}
      schema={serviceSchema}
      empty={{ title: '', content: '', price: '' }}
      toValues={(r) => ({ title: r.title, content: r.content, price: r.price === '面议' ? '' : r.price })}
      fields={[
        { kind: 'text', name: 'title', label: '服务名称', required: true, maxLength: 30, placeholder: '如：活动推广、商家探店' },
        { kind: 'textarea', name: 'content', label: '服务说明', required: true, maxLength: 500, rows: 3 },
        { kind: 'text', name: 'price', label: '价格', maxLength: 20, hint: '如 800 元/篇；留空显示“面议”' },
      ]}
      save="informationSaveService"
      toParams={(x, id) => ({ ...x, ...(id ? { id } : {}) })}
      remove="informationRemoveService"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}

type Module = OperationData<'informationMine'>['modules'][number];
const moduleSchema = v.object({ name: sized(2, 12, '栏目名称'), sort: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,3}$/, '排序请输入 0–999 的数字')) });

export function ModuleList() {
  return (
    <ListEditKind
      title="栏目管理"
      noun="栏目"
      read={mine}
      gate={gate}
      rows={(d) => d.modules}
      columns={[
        { key: 'name', title: '栏目', value: (r: Module) => r.name },
        { key: 'sort', title: '排序', value: (r: Module) => String(r.sort) },
        { key: 'articles', title: '文章数', value: (r: Module) => String(r.articles) },
      ]}
      schema={moduleSchema}
      empty={{ name: '', sort: '' }}
      toValues={(r) => ({ name: r.name, sort: String(r.sort) })}
      fields={[
        { kind: 'text', name: 'name', label: '栏目名称', required: true, maxLength: 12, hint: '2–12 个字，不能重名' },
        { kind: 'text', name: 'sort', label: '排序', maxLength: 3, inputMode: 'decimal', hint: '数字小的排在前面；有文章的栏目不能删除' },
      ]}
      save="informationSaveModule"
      toParams={({ name, sort }, id) => ({ name, sort: Number(sort) || 0, ...(id ? { id } : {}) })}
      remove="informationRemoveModule"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}

