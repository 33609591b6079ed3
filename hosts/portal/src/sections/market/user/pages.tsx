/**
 * The company's form pages (/user/marketRelease/*): base (profile form), notice and information (list + edit);
 * rich.tsx has the detail, goods.tsx the goods with pictures, people.tsx followers, visitors and the settlement,
 * boxes.tsx the messages: each page loads only its kinds.
 */
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { ListEditKind, pictureId, ProfileFormKind, savedPicture } from '@wz/app-kit/kinds';
import { companyFields, companySchema, picture, sized } from './profile';
import { gate, mine } from './mine';

const baseSchema = v.object({ ...companySchema, address: sized(5, 100, '详细地址'), jianjie: sized(5, 200, '企业简介'), logo: picture });

export function Base() {
  const shuxing = useRead(reads.marketGetShuxing({})).data?.lists ?? [];
  const leibie = useRead(reads.marketGetLeibie({})).data?.lists ?? [];
  return (
    <ProfileFormKind
      title="基本信息"
      description="访客在企业名录和企业页面看到的信息；带 * 的为必填项"
      read={mine}
      gate={gate}
      schema={baseSchema}
      toValues={(d) => ({ name: d.name, shuxing: String(d.shuxing), leibie: String(d.leibie), city: d.city, address: d.address, jianjie: d.jianjie, contact: d.contact, phone: d.phone, logo: savedPicture(d.logo) })}
      fields={[
        ...companyFields(shuxing, leibie),
        { kind: 'text', name: 'address', label: '详细地址', required: true, maxLength: 100, placeholder: '如：盐城市亭湖区开放大道 58 号' },
        { kind: 'textarea', name: 'jianjie', label: '企业简介', required: true, maxLength: 200, rows: 3, hint: '名录中显示的一句话介绍，5–200 个字' },
        { kind: 'image', name: 'logo', label: '企业标志', hint: '名录和企业页面显示，不上传则保持原图' },
      ]}
      write="marketSaveBase"
      toParams={({ logo, shuxing: s, leibie: l, ...rest }) => ({ ...rest, shuxing: Number(s), leibie: Number(l), logo: pictureId(logo) })}
    />
  );
}

type Notice = OperationData<'marketMyNotices'>['lists'][number];
const noticeSchema = v.object({ title: sized(2, 40, '公告标题'), content: sized(5, 2000, '公告内容') });

export function Notice() {
  return (
    <ListEditKind
      title="公告管理"
      noun="公告"
      read={reads.marketMyNotices({})}
      gate={gate}
      rows={(d) => d.lists as Notice[]}
      columns={[
        { key: 'title', title: '标题', value: (r) => r.title },
        { key: 'inputtime', title: '发布时间', value: (r) => r.inputtime.slice(0, 10) },
      ]}
      schema={noticeSchema}
      empty={{ title: '', content: '' }}
      toValues={(r) => ({ title: r.title, content: r.content })}
      fields={[
        { kind: 'text', name: 'title', label: '标题', required: true, maxLength: 40 },
        { kind: 'textarea', name: 'content', label: '内容', required: true, maxLength: 2000, rows: 5 },
      ]}
      save="marketSaveNotice"
      toParams={(values, id) => ({ ...values, ...(id ? { id } : {}) })}
      remove="marketRemoveNotice"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}

type Info = OperationData<'marketMyInfos'>['lists'][number];
const TYPES = ['供应信息', '求购信息', '招商加盟', '行业资讯'] as const;
const infoSchema = v.object({
  title: sized(2, 60, '资讯标题'),
  infotype: v.picklist(TYPES, '请选择资讯类型'),
  html: v.pipe(v.string(), v.check((h) => h.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length >= 10, '正文请至少输入 10 个字')),
});

export function Information() {
  return (
    <ListEditKind
      title="资讯管理"
      noun="资讯"
      read={reads.marketMyInfos({})}
      gate={gate}
      rows={(d) => d.lists as Info[]}
      columns={[
        { key: 'title', title: '标题', value: (r) => r.title },
        { key: 'infotype', title: '类型', value: (r) => r.infotype },
        { key: 'inputtime', title: '发布时间', value: (r) => r.inputtime.slice(0, 10) },
      ]}
      schema={infoSchema}
      empty={{ title: '', infotype: '供应信息', html: '' }}
      toValues={(r) => ({ title: r.title, infotype: r.infotype, html: r.content })}
      fields={[
        { kind: 'text', name: 'title', label: '标题', required: true, maxLength: 60 },
        { kind: 'select', name: 'infotype', label: '资讯类型', required: true, options: TYPES.map((t) => ({ value: t, label: t })) },
        { kind: 'richtext', name: 'html', label: '正文', required: true, placeholder: '至少 10 个字' },
      ]}
      save="marketSaveInfo"
      toParams={(values, id) => ({ ...values, ...(id ? { id } : {}) })}
      remove="marketRemoveInfo"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}
