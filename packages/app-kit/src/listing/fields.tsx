/**
 * The fields every listing form has, schema and inputs together: title, where it is, contact, pictures.
 * A section's form.tsx spreads the schema entries it uses and places the inputs among its own.
 */
import * as v from 'valibot';
import { RegionField, TextField } from '@wz/ui';
import { useNameRegionLoader } from './regionNames';

const text = (min: number, max: number, message: string, maxMessage = message) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, message), v.maxLength(max, maxMessage));
const choose = (message: string) => v.pipe(v.string(), v.minLength(1, message));

/** Schema entries: a title of 5–60 characters, the region by names, a contact with a mobile number. */
export const listingSchema = {
  title: text(5, 60, '标题 5–60 个字'),
  province: choose('请选择省份'),
  city: choose('请选择城市'),
  district: choose('请选择区县'),
  /** The address a publish form requires (idle's trading place is optional: its own entry). */
  address: text(2, 100, '请填写详细地址', '地址最多 100 个字'),
  contact_name: text(1, 30, '请填写联系人', '联系人最多 30 个字'),
  contact_phone: v.pipe(v.string(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')),
};

/** The member's description and pictures, at most `max`. */
export const describedSchema = (description: number, pictures: number) => ({
  description: v.pipe(v.string(), v.maxLength(description, `描述最多 ${description} 个字`)),
  images: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(pictures, `最多 ${pictures} 张图片`)),
});

/** A new listing's place: the spec's default city. */
export const DEFAULT_REGION = { province: '江苏省', city: '盐城市', district: '' };

/** A new listing's values of the fields above (a section adds its own). */
export const emptyListing = { title: '', ...DEFAULT_REGION, address: '', description: '', contact_name: '', contact_phone: '', images: [] as { id: string; url: string }[] };

/** Saved pictures as the uploader's values, and the uploader's values as the call's id list. */
export const picturesOf = (images: readonly { id: number; url: string }[]) => images.map((i) => ({ id: String(i.id), url: i.url }));
export const pictureIds = (images: readonly { id: string }[]) => images.map((i) => i.id).join(',');

/** 所在区域: province, city and district by name. */
export function RegionFields({ label = '所在区域' }: { label?: string }) {
  const loadRegions = useNameRegionLoader();
  return <RegionField names={['province', 'city', 'district']} label={label} required loadRegions={loadRegions} />;
}

/** 联系人 and 联系电话. */
export function ContactFields({ phoneHint }: { phoneHint?: string }) {
  return (
    <>
      <TextField name="contact_name" label="联系人" required maxLength={30} />
      <TextField name="contact_phone" label="联系电话" required inputMode="tel" maxLength={11} {...(phoneHint ? { hint: phoneHint } : {})} />
    </>
  );
}
