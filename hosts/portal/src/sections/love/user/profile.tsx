// 个人资料 (the dating profile with its completeness and photos) and 择偶要求: profile form kinds on loveMine.
import * as v from 'valibot';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { ProfileFormKind, type FieldSpec } from '@wz/app-kit/kinds';
import { ImageUploader, toast, type UploadedImage } from '@wz/ui';
import { Link } from 'react-router-dom';
import { EDUCATIONS, INCOMES, MARITALS, lovePath } from '../params';
import { useSession } from '../../../app/lib/api';
import '../love.css';

type Mine = OperationData<'loveMine'>;
const mine = reads.loveMine({});
const text = (min: number, max: number, message: string) => v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= min && [...s].length <= max, message));
const chosen = (message: string) => v.pipe(v.string(), v.minLength(1, message));
const options = (names: string[]) => names.map((n, i) => ({ value: String(i + 1), label: n }));
const year = new Date().getFullYear();
const YEARS = Array.from({ length: 82 }, (_, i) => String(year - 18 - i));

const profileSchema = v.object({
  nickname: text(2, 12, '请输入 2–12 个字的昵称'),
  sex: chosen('请选择性别'),
  birth_year: chosen('请选择出生年份'),
  height: v.pipe(v.string(), v.trim(), v.check((s) => /^\d{3}$/.test(s) && Number(s) >= 140 && Number(s) <= 220, '请填写 140–220 厘米之间的身高')),
  education: chosen('请选择学历'),
  income: chosen('请选择月收入'),
  marital: chosen('请选择婚姻状况'),
  city: chosen('请选择所在城市'),
  occupation: text(0, 20, '职业最多 20 个字'),
  intro: text(0, 1000, '自我介绍最多 1000 字'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')),
  wechat: v.pipe(v.string(), v.trim(), v.check((s) => s === '' || /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/.test(s), '微信号为 6–20 位字母、数字、下划线或减号，以字母开头')),
});

/** How much of the profile is filled in (the server's figure) and what is still missing. */
function Completeness({ data }: { data: Mine }) {
  const userId = useSession().userInfo?.id;
  const p = data.profile;
  const missing = p
    ? [!p.occupation && '职业', [...p.intro].length < 10 && '自我介绍', !p.wechat && '微信号', !data.photos.length && '照片', data.ideal.age_min + data.ideal.age_max + data.ideal.education === 0 && !data.ideal.note && '择偶要求'].filter(Boolean)
    : ['基本资料'];
  return (
    <section className="card love-complete" aria-labelledby="love-complete-title">
      <h2 id="love-complete-title">资料完整度 <strong data-testid="love-completeness">{data.completeness}%</strong></h2>
      <div className="love-meter" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={data.completeness} aria-labelledby="love-complete-title">
        <span style={{ width: `${data.completeness}%` }} />
      </div>
      <p className="muted">{missing.length ? `还可以补充：${missing.join('、')}。资料越完整，越容易被心仪的人看到。` : '资料已完整。'}{p && userId ? <> <Link to={lovePath(userId)}>查看我的资料页</Link></> : null}</p>
      <p className="muted">手机号和微信号只在双方同意交换联系方式后才会显示给对方。</p>
    </section>
  );
}

/** My photos (up to 9, the first is the cover): uploaded through the signed upload, each can be deleted. */
function Photos({ data }: { data: Mine }) {
  const upload = useUpload('listing');
  const add = useWrite('loveAddPhoto');
  const remove = useWrite('loveRemovePhoto');
  const value: UploadedImage[] = data.photos.map((p) => ({ id: `saved-${p.id}`, url: p.url }));
  const onChange = async (next: UploadedImage[]) => {
    const added = next.filter((img) => !img.id.startsWith('saved-'));
    const removed = data.photos.filter((p) => !next.some((img) => img.id === `saved-${p.id}`));
    // the order is the upload order (the first photo is the cover): a move changes nothing on the server
    if (!added.length && !removed.length) return toast.info('照片按上传顺序展示，第一张为封面');
    try {
      for (const img of added) await add.trigger({ pic: Number(img.id) });
      for (const p of removed) await remove.trigger({ id: p.id });
      toast.success(removed.length && !added.length ? '照片已删除' : '照片已上传');
    } catch (e) {
      toast.error(errorMessage(e, '保存照片失败，请稍后重试'));
    }
  };
  return (
    <section className="card love-photos" aria-labelledby="love-photos-title">
      <h2 id="love-photos-title">我的照片</h2>
      {data.profile ? (
        <ImageUploader value={value} onChange={(next) => void onChange(next)} upload={upload} maxCount={9} cropAspect={3 / 4} label="我的照片" disabled={add.isMutating || remove.isMutating} />
      ) : (
        <p className="muted">保存基本资料后即可上传照片。</p>
      )}
    </section>
  );
}

export function Personalinfo() {
  const data = useRead(mine).data;
  const cities = useRead(reads.loveFilters({})).data?.cities ?? [];
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'nickname', label: '昵称', required: true, maxLength: 12, hint: '2–12 个字，列表中显示' },
    { kind: 'radio', name: 'sex', label: '性别', required: true, options: [{ value: 'f', label: '女' }, { value: 'm', label: '男' }] },
    { kind: 'select', name: 'birth_year', label: '出生年份', required: true, options: YEARS.map((y) => ({ value: y, label: `${y}年` })) },
    { kind: 'text', name: 'height', label: '身高（厘米）', required: true, inputMode: 'decimal', maxLength: 3 },
    { kind: 'select', name: 'education', label: '学历', required: true, options: options(EDUCATIONS) },
    { kind: 'select', name: 'income', label: '月收入', required: true, options: options(INCOMES) },
    { kind: 'select', name: 'marital', label: '婚姻状况', required: true, options: options(MARITALS) },
    { kind: 'select', name: 'city', label: '所在城市', required: true, options: cities.map((c) => ({ value: c, label: c })) },
    { kind: 'text', name: 'occupation', label: '职业', maxLength: 20 },
    { kind: 'textarea', name: 'intro', label: '自我介绍', rows: 5, maxLength: 1000, hint: '介绍一下自己的性格、爱好和对感情的期待' },
    { kind: 'text', name: 'phone', label: '手机号', required: true, inputMode: 'tel', maxLength: 11, hint: '保密：双方同意后才显示给对方' },
    { kind: 'text', name: 'wechat', label: '微信号', maxLength: 20, hint: '保密：双方同意后才显示给对方' },
  ];
  return (
    <div className="love-user">
      {data ? <Completeness data={data} /> : null}
      <ProfileFormKind
        title="个人资料"
        description="会员列表和你的资料页显示这些信息；带 * 的为必填项"
        read={mine}
        schema={profileSchema}
        toValues={({ profile: p }) => p ? { ...p, birth_year: String(p.birth_year), height: String(p.height), education: String(p.education), income: String(p.income), marital: String(p.marital) } : { nickname: '', sex: '', birth_year: '', height: '', education: '', income: '', marital: '', city: '', occupation: '', intro: '', phone: '', wechat: '' }}
        fields={fields}
        write="loveSaveProfile"
        toParams={(x) => ({ ...x, sex: x.sex as 'm' | 'f', birth_year: Number(x.birth_year), height: Number(x.height), education: Number(x.education), income: Number(x.income), marital: Number(x.marital) })}
      />
      {data ? <Photos data={data} /> : null}
    </div>
  );
}

const bound = (min: number, max: number, message: string) => v.pipe(v.string(), v.trim(), v.check((s) => s === '' || s === '0' || (/^\d+$/.test(s) && Number(s) >= min && Number(s) <= max), message));
const idealSchema = v.pipe(
  v.object({
    age_min: bound(18, 99, '年龄须在 18 到 99 岁之间'),
    age_max: bound(18, 99, '年龄须在 18 到 99 岁之间'),
    height_min: bound(140, 220, '身高须在 140 到 220 厘米之间'),
    height_max: bound(140, 220, '身高须在 140 到 220 厘米之间'),
    education: v.string(),
    income: v.string(),
    marital: v.string(),
    city: v.string(),
    note: text(0, 300, '其他要求最多 300 字'),
  }),
  v.forward(v.check((x) => !Number(x.age_min) || !Number(x.age_max) || Number(x.age_min) <= Number(x.age_max), '最大年龄不能小于最小年龄'), ['age_max']),
  v.forward(v.check((x) => !Number(x.height_min) || !Number(x.height_max) || Number(x.height_min) <= Number(x.height_max), '最高身高不能低于最低身高'), ['height_max']),
);
const any = (names: string[]) => [{ value: '0', label: '不限' }, ...options(names)];
const zeroToEmpty = (n: number) => (n ? String(n) : '');

export function Loverinfo() {
  const cities = useRead(reads.loveFilters({})).data?.cities ?? [];
  return (
    <ProfileFormKind
      title="择偶要求"
      description="你希望遇见的 TA：不填即不限，会显示在你的资料页上"
      read={mine}
      schema={idealSchema}
      toValues={({ ideal: i }) => ({ age_min: zeroToEmpty(i.age_min), age_max: zeroToEmpty(i.age_max), height_min: zeroToEmpty(i.height_min), height_max: zeroToEmpty(i.height_max), education: String(i.education), income: String(i.income), marital: String(i.marital), city: i.city, note: i.note })}
      fields={[
        { kind: 'text', name: 'age_min', label: '最小年龄', inputMode: 'decimal', maxLength: 2 },
        { kind: 'text', name: 'age_max', label: '最大年龄', inputMode: 'decimal', maxLength: 2 },
        { kind: 'text', name: 'height_min', label: '最低身高（厘米）', inputMode: 'decimal', maxLength: 3 },
        { kind: 'text', name: 'height_max', label: '最高身高（厘米）', inputMode: 'decimal', maxLength: 3 },
        { kind: 'select', name: 'education', label: '最低学历', options: any(EDUCATIONS) },
        { kind: 'select', name: 'income', label: '最低月收入', options: any(INCOMES) },
        { kind: 'select', name: 'marital', label: '婚姻状况', options: any(MARITALS) },
        { kind: 'select', name: 'city', label: '所在城市', options: [{ value: '', label: '不限' }, ...cities.map((c) => ({ value: c, label: c }))] },
        { kind: 'textarea', name: 'note', label: '其他要求', rows: 3, maxLength: 300 },
      ]}
      write="loveSaveIdeal"
      toParams={(x) => ({ ...x, age_min: Number(x.age_min) || 0, age_max: Number(x.age_max) || 0, height_min: Number(x.height_min) || 0, height_max: Number(x.height_max) || 0, education: Number(x.education) || 0, income: Number(x.income) || 0, marital: Number(x.marital) || 0 })}
    />
  );
}
