/**
 * The operator's form pages (/user/tourRelease/*; rich.tsx has the rich-text ones, messages.tsx the message
 * boxes, so each page loads only its kind): each is a page kind given tour's operations and fields.
 */
import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { LazyImage } from '@wz/ui';
import { pictureId, savedPicture, type FieldSpec } from '@wz/app-kit/kinds';
import { ListEditKind } from '@wz/app-kit/kinds';
import { PictureSetKind } from '@wz/app-kit/kinds';
import { ProfileFormKind } from '@wz/app-kit/kinds';
import { TOUR_LEVELS } from '../params';
import { gate, mine } from './mine';

const picture = v.array(v.object({ id: v.string(), url: v.string() }));
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

const baseSchema = v.object({
  title: sized(2, 40, '名称'),
  jianjie: sized(5, 200, '简介'),
  price: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,6}(\.\d{1,2})?$/, '请输入价格（0–999999 元，最多两位小数）')),
  opentime: sized(2, 40, '开放时间'),
  tel: v.pipe(v.string(), v.trim(), v.regex(PHONE, '请输入正确的手机号或座机号（如 0515-88880000）')),
  city: v.pipe(v.string(), v.minLength(1, '请选择所在地区')),
  level: v.string(),
  pic: v.pipe(picture, v.minLength(1, '请上传封面图片')),
});

export function Base() {
  const regions = useRead(reads.tourFilters({})).data?.regions ?? [];
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'title', label: '名称', required: true, maxLength: 40, hint: '景区或旅行社的名称，2–40 个字' },
    { kind: 'textarea', name: 'jianjie', label: '简介', required: true, maxLength: 200, rows: 3, hint: '列表中显示的一句话介绍，5–200 个字' },
    { kind: 'text', name: 'price', label: '价格（元）', required: true, inputMode: 'decimal', maxLength: 9, hint: '门票或线路起价，0 表示免费' },
    { kind: 'text', name: 'opentime', label: '开放时间', required: true, maxLength: 40, placeholder: '如 08:00-17:30' },
    { kind: 'text', name: 'tel', label: '咨询电话', required: true, inputMode: 'tel', maxLength: 13 },
    { kind: 'select', name: 'city', label: '所在地区', required: true, options: regions.map((r) => ({ value: r, label: r })) },
    { kind: 'select', name: 'level', label: '景区等级', options: [{ value: '', label: '无（旅行社）' }, ...TOUR_LEVELS.map((l) => ({ value: l, label: `${l} 级景区` }))] },
    { kind: 'image', name: 'pic', label: '封面图片', required: true, hint: '列表和详情页顶部显示' },
  ];
  return (
    <ProfileFormKind
      title="基本信息"
      description="游客在旅游列表中看到的信息；带 * 的为必填项"
      read={mine}
      gate={gate}
      schema={baseSchema}
      toValues={(d) => ({ title: d.title, jianjie: d.jianjie, price: d.price === '0.00' ? '' : d.price, opentime: d.opentime, tel: d.tel, city: d.city, level: d.level, pic: savedPicture(d.pic) })}
      fields={fields}
      write="tourSaveBase"
      toParams={({ pic, ...rest }) => ({ ...rest, pic: pictureId(pic) })}
    />
  );
}

const themeSchema = v.object({ themes: v.pipe(v.array(v.number()), v.minLength(1, '请至少选择 1 个主题'), v.maxLength(5, '最多选择 5 个主题')) });

export function Theme() {
  const themes = useRead(reads.tourFilters({})).data?.themes ?? [];
  return (
    <ProfileFormKind
      title="旅游主题"
      description="选择 1–5 个主题，游客可按主题筛选"
      read={mine}
      gate={gate}
      schema={themeSchema}
      toValues={(d) => ({ themes: d.themes })}
      fields={[{ kind: 'checkboxes', name: 'themes', label: '主题', required: true, options: themes.map((t) => ({ value: t.id, label: t.name })) }]}
      write="tourSaveTheme"
      toParams={({ themes: ids }) => ({ themes: ids.join(',') })}
    />
  );
}

export function ThreePicScenery() {
  return (
    <PictureSetKind
      title="三图风景"
      description="三张代表性的风景照片，每张配一句 2–30 个字的说明"
      read={mine}
      gate={gate}
      count={3}
      pick={(d) => d.scenery}
      write="tourSaveScenery"
      toParams={([a, b, c]) => ({ pic1: a!.pic, caption1: a!.caption, pic2: b!.pic, caption2: b!.caption, pic3: c!.pic, caption3: c!.caption })}
    />
  );
}

const futiSchema = v.object({
  lines: v.pipe(
    v.string(),
    v.check((t) => t.split('\n').some((l) => l.trim()), '请至少填写 1 行副题'),
    v.check((t) => t.split('\n').filter((l) => l.trim()).length <= 6, '最多 6 行副题'),
    v.check((t) => t.split('\n').every((l) => l.trim().length <= 30), '每行副题最多 30 个字'),
  ),
});

export function Futi() {
  return (
    <ProfileFormKind
      title="副标题"
      description="详情页标题下的卖点，一行一条，最多 6 行"
      read={mine}
      gate={gate}
      schema={futiSchema}
      toValues={(d) => ({ lines: d.futi.join('\n') })}
      fields={[{ kind: 'textarea', name: 'lines', label: '副标题', required: true, rows: 6, maxLength: 400, placeholder: '如：国家 5A 级旅游景区' }]}
      write="tourSaveFuti"
      toParams={(values) => values}
    />
  );
}

type Post = { id: number; title: string; pic: string; content: string; inputtime: string };
const tietuSchema = v.object({ title: sized(2, 30, '标题'), content: v.pipe(v.string(), v.trim(), v.maxLength(500, '说明最多 500 个字')), pic: v.pipe(picture, v.minLength(1, '请上传图片')) });

export function Tietu() {
  return (
    <ListEditKind
      title="贴图"
      noun="贴图"
      read={mine}
      gate={gate}
      rows={(d) => d.tietu as Post[]}
      columns={[
        { key: 'pic', title: '图片', width: 96, render: (r) => <LazyImage src={r.pic} alt={r.title} width={80} height={60} /> },
        { key: 'title', title: '标题', value: (r) => r.title },
        { key: 'inputtime', title: '发布时间', value: (r) => r.inputtime.slice(0, 10) },
      ]}
      schema={tietuSchema}
      empty={{ title: '', content: '', pic: [] }}
      toValues={(r) => ({ title: r.title, content: r.content, pic: savedPicture(r.pic) })}
      fields={[
        { kind: 'text', name: 'title', label: '标题', required: true, maxLength: 30 },
        { kind: 'image', name: 'pic', label: '图片', required: true },
        { kind: 'textarea', name: 'content', label: '说明', maxLength: 500, rows: 3 },
      ]}
      save="tourSaveTietu"
      toParams={({ pic, ...rest }, id) => ({ ...rest, pic: pictureId(pic), ...(id ? { id } : {}) })}
      remove="tourRemoveTietu"
      removeParams={(r) => ({ id: r.id })}
    />
  );
}

const zhuzhiSchema = v.object({
  address: sized(5, 100, '详细地址'),
  lat: v.number('请在地图上选择位置'),
  lng: v.number('请在地图上选择位置'),
});

export function Zhuzhi() {
  return (
    <ProfileFormKind
      title="驻地信息"
      description="详情页的地图和地址"
      read={mine}
      gate={gate}
      schema={zhuzhiSchema}
      toValues={(d) => ({ address: d.address, lat: d.lat ?? undefined, lng: d.lng ?? undefined })}
      fields={[
        { kind: 'text', name: 'address', label: '详细地址', required: true, maxLength: 100, placeholder: '如：江苏省盐城市射阳县丹顶鹤大道 1 号' },
        { kind: 'map', name: 'map', label: '地图位置', what: '景区' },
      ]}
      write="tourSaveZhuzhi"
      toParams={(values) => values}
    />
  );
}

const vrSchema = v.object({ vr: v.pipe(v.string(), v.trim(), v.regex(/^(https?:\/\/\S+)?$/i, '请输入以 http:// 或 https:// 开头的全景链接')) });

export function ViewVR() {
  return (
    <ProfileFormKind
      title="VR 看景"
      description="全景或 VR 看景的链接，游客在详情页点击后在新窗口打开；留空则不显示"
      read={mine}
      gate={gate}
      schema={vrSchema}
      toValues={(d) => ({ vr: d.vr })}
      fields={[{ kind: 'text', name: 'vr', label: '全景链接', inputMode: 'url', maxLength: 500, placeholder: 'https://' }]}
      write="tourSaveVr"
      toParams={(values) => values}
    />
  );
}
