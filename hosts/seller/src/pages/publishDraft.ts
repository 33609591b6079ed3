// The publish form's state and its per-step checks (pure: the same rules the server applies, in Chinese).
import { toCents, type UploadedImage } from '@wz/ui';

export interface SkuDraft {
  price: string;
  stock: string;
  code: string;
}
export interface Draft {
  category: [number, number, number];
  title: string;
  pics: UploadedImage[];
  description: string;
  shipping: string;
  code: string;
  specs: { name: string; values: string[] }[];
  /** By combination key (`0,2`: the value index in each specification). */
  skus: Record<string, SkuDraft>;
}

export const emptyDraft = (): Draft => ({
  category: [0, 0, 0],
  title: '',
  pics: [],
  description: '',
  shipping: '',
  code: '',
  specs: [{ name: '颜色', values: [] }],
  skus: {},
});

/** Every combination of the specifications' values: its key and its label (`白色 / M`). */
export function combinations(specs: Draft['specs']): { key: string; label: string }[] {
  if (!specs.length || specs.some((s) => !s.values.length)) return [];
  return specs
    .reduce<number[][]>((acc, s) => acc.flatMap((c) => s.values.map((_, i) => [...c, i])), [[]])
    .map((c) => ({ key: c.join(','), label: c.map((v, i) => specs[i]!.values[v]).join(' / ') }));
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** What is wrong in one step (field → message); empty when the step can be left. */
export function stepErrors(d: Draft, step: number): Record<string, string> {
  const e: Record<string, string> = {};
  if (step === 0 && !d.category[2]) e.category = '请选择商品的三级类目';
  if (step === 1) {
    const title = d.title.trim();
    if (!title) e.title = '请填写商品标题';
    else if (title.length < 4) e.title = '商品标题至少 4 个字';
    if (!d.pics.length) e.pics = '请至少上传一张商品图片';
    if (!textOf(d.description) && !d.description.includes('<img')) e.description = '请填写商品详情';
    if (d.shipping.trim() && !(toCents(d.shipping) >= 0 && toCents(d.shipping) <= 100_000)) e.shipping = '运费须为 0–1000 元';
  }
  if (step === 2) {
    const names = d.specs.map((s) => s.name.trim());
    if (names.some((n) => !n)) e.specs = '请填写规格名';
    else if (new Set(names).size !== names.length) e.specs = '规格名称不能重复';
    else if (d.specs.some((s) => !s.values.length)) e.specs = '每个规格至少要有一个值';
    else if (d.specs.some((s) => new Set(s.values).size !== s.values.length)) e.specs = '同一规格的值不能重复';
    else {
      const bad = combinations(d.specs).find((c) => {
        const k = d.skus[c.key];
        const price = toCents(k?.price ?? '');
        return !k || !(price >= 1 && price <= 99_999_999) || !/^\d{1,6}$/.test(k.stock.trim());
      });
      if (bad) e.skus = `请填写「${bad.label}」的价格（0.01 元起）和库存（整数）`;
    }
  }
  return e;
}
