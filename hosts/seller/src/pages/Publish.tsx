import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { Button, ImageUploader, RichTextEditor, Skeleton, toCents, formatCents, toast, type UploadedImage } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';
import { combinations, emptyDraft, stepErrors, type Draft, type SkuDraft } from './publishDraft';

const STEPS = ['选择类目', '基本信息', '规格与库存'] as const;

type Goods = OperationData<'sellerGoods'>;
const fromGoods = (g: Goods): Draft => ({
  category: [g.category[0] ?? 0, g.category[1] ?? 0, g.category[2] ?? 0],
  title: g.title,
  pics: g.pics.map((p) => ({ id: String(p.id), url: p.url })),
  description: g.description,
  shipping: formatCents(g.shipping_cents),
  code: g.code,
  specs: g.specs.map((s) => ({ name: s.name, values: [...s.values] })),
  skus: Object.fromEntries(g.skus.map((k) => [k.key, { price: formatCents(k.price_cents), stock: String(k.stock), code: k.code }])),
});

/** The publish form in steps (publishGoods; editPublishGoods?id=, bindGoodAttr and products open the same form). */
function PublishForm({ id, initial, firstStep }: { id?: number; initial: Draft; firstStep: number }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [step, setStep] = useState(firstStep);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const tree = useRead(reads.mallCategoryList()).data ?? [];
  const upload = useUpload('listing');
  const save = useWrite('sellerGoodsSave');
  const navigate = useNavigate();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const level2 = tree.find((c) => c.id === draft.category[0])?.children ?? [];
  const level3 = level2.find((c) => c.id === draft.category[1])?.children ?? [];
  const combos = useMemo(() => combinations(draft.specs), [draft.specs]);

  const next = (to: number) => {
    const found = to > step ? stepErrors(draft, step) : {};
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(to);
  };

  const submit = async (saveAs: 'sale' | 'off' | 'draft') => {
    setServerError('');
    for (let s = 0; s < STEPS.length; s++) {
      const found = stepErrors(draft, s);
      if (Object.keys(found).length) {
        setErrors(found);
        setStep(s);
        return;
      }
    }
    try {
      const res = await save.trigger({
        ...(id ? { goods_id: id } : {}),
        category_id: draft.category[2],
        title: draft.title.trim(),
        pics: draft.pics.map((p) => p.id).join(','),
        description: draft.description,
        shipping_cents: toCents(draft.shipping || '0'),
        ...(draft.code.trim() ? { code: draft.code.trim() } : {}),
        specs: draft.specs.map((s) => ({ name: s.name.trim(), values: s.values.map((v) => v.trim()) })),
        skus: combos.map((c) => {
          const k = draft.skus[c.key] ?? { price: '', stock: '', code: '' };
          return { key: c.key, price_cents: toCents(k.price), stock: Number(k.stock), code: k.code.trim() };
        }),
        save_as: saveAs,
      });
      toast.success(saveAs === 'sale' ? '商品已上架' : '已保存');
      navigate(`/goodList?tab=${saveAs}`, { state: { saved: res.id } });
    } catch (e) {
      // the form keeps every field as typed; the server's message says which one
      const message = e instanceof Error ? e.message : '保存失败，请稍后重试';
      setServerError(message);
      const field = /^(\w+)\s/.exec(message)?.[1];
      const at = { category_id: 0, title: 1, pics: 1, description: 1, shipping_cents: 1, code: 1, specs: 2, skus: 2 }[field ?? ''];
      if (at !== undefined) setStep(at);
    }
  };

  const setSpec = (i: number, name: string, values: string[]) => set('specs', draft.specs.map((s, j) => (j === i ? { name, values } : s)));
  const setSku = (key: string, patch: Partial<SkuDraft>) =>
    set('skus', { ...draft.skus, [key]: { ...{ price: '', stock: '', code: '' }, ...draft.skus[key], ...patch } });
  const [bulk, setBulk] = useState<SkuDraft>({ price: '', stock: '', code: '' });
  const err = (k: string) => (errors[k] ? <p className="sc-error" id={`err-${k}`} role="alert">{errors[k]}</p> : null);

  return (
    <div className="sc-card">
      <ol className="sc-steps" aria-label="发布步骤">
        {STEPS.map((s, i) => (
          <li key={s} className={i === step ? 'is-current' : i < step ? 'is-done' : ''} aria-current={i === step ? 'step' : undefined}>
            <button type="button" onClick={() => (i < step ? setStep(i) : next(i))}>
              <span className="sc-steps__n">{i + 1}</span>
              {s}
            </button>
          </li>
        ))}
      </ol>
      {serverError ? <p className="sc-error" role="alert" data-testid="server-error">{serverError}</p> : null}

      {step === 0 ? (
        <fieldset className="sc-fields">
          <legend>商品类目（平台类目，选到第三级）</legend>
          {(['一级类目', '二级类目', '三级类目'] as const).map((label, level) => {
            const options = level === 0 ? tree : level === 1 ? level2 : level3;
            return (
              <label key={label} className="sc-field">
                <span>{label}</span>
                <select
                  value={draft.category[level] || ''}
                  disabled={level > 0 && !draft.category[level - 1]}
                  aria-describedby={errors.category ? 'err-category' : undefined}
                  onChange={(e) => {
                    const v = Number(e.target.value);
                    const c = [...draft.category] as Draft['category'];
                    c[level] = v;
                    for (let l = level + 1; l < 3; l++) c[l] = 0;
                    set('category', c);
                  }}
                >
                  <option value="">请选择</option>
                  {options.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
          {err('category')}
        </fieldset>
      ) : null}

      {step === 1 ? (
        <div className="sc-fields">
          <label className="sc-field">
            <span>商品标题 *</span>
            <input value={draft.title} maxLength={60} onChange={(e) => set('title', e.target.value)} aria-invalid={Boolean(errors.title)} aria-describedby={errors.title ? 'err-title' : undefined} />
            <small className="sc-muted">{draft.title.trim().length}/60</small>
          </label>
          {err('title')}
          <div className="sc-field">
            <span id="pics-label">商品图片 *（第一张为主图，最多 10 张）</span>
            <ImageUploader value={draft.pics} onChange={(v: UploadedImage[]) => set('pics', v)} upload={upload} maxCount={10} label="商品图片" aria-invalid={Boolean(errors.pics)} aria-describedby={errors.pics ? 'err-pics' : undefined} />
          </div>
          {err('pics')}
          <div className="sc-field">
            <span id="desc-label">商品详情 *</span>
            <RichTextEditor value={draft.description} onChange={(html) => set('description', html)} aria-labelledby="desc-label" minHeight={160} placeholder="介绍商品的材质、尺寸、卖点…" />
          </div>
          {err('description')}
          <div className="sc-row">
            <label className="sc-field">
              <span>运费（元）</span>
              <input inputMode="decimal" value={draft.shipping} onChange={(e) => set('shipping', e.target.value)} placeholder="0.00" />
            </label>
            <label className="sc-field">
              <span>商家编码</span>
              <input value={draft.code} maxLength={40} onChange={(e) => set('code', e.target.value)} />
            </label>
          </div>
          {err('shipping')}
        </div>
      ) : null}

      {step === 2 ? (
        <div className="sc-fields">
          <h2 className="sc-card__title">商品规格</h2>
          {draft.specs.map((s, i) => (
            <fieldset key={i} className="sc-spec">
              <legend>规格 {i + 1}</legend>
              <label className="sc-field">
                <span>规格名</span>
                <input value={s.name} maxLength={10} placeholder="如 颜色" onChange={(e) => setSpec(i, e.target.value, s.values)} />
              </label>
              <label className="sc-field">
                <span>规格值（用逗号或空格分隔）</span>
                <input
                  defaultValue={s.values.join('，')}
                  placeholder="如 白色，黑色"
                  onBlur={(e) => setSpec(i, s.name, e.target.value.split(/[,，\s]+/).map((v) => v.trim()).filter(Boolean))}
                  aria-label={`规格 ${i + 1} 的值`}
                />
              </label>
              <Button type="button" size="sm" variant="ghost" onClick={() => set('specs', draft.specs.filter((_, j) => j !== i))} disabled={draft.specs.length === 1}>
                删除规格
              </Button>
            </fieldset>
          ))}
          {draft.specs.length < 3 ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => set('specs', [...draft.specs, { name: '', values: [] }])}>
              添加规格
            </Button>
          ) : null}
          {err('specs')}
          <h2 className="sc-card__title">价格与库存（{combos.length} 个组合）</h2>
          {combos.length ? (
            <>
              <div className="sc-bulk" role="group" aria-label="批量设置">
                <input aria-label="批量价格（元）" placeholder="价格" inputMode="decimal" value={bulk.price} onChange={(e) => setBulk({ ...bulk, price: e.target.value })} />
                <input aria-label="批量库存" placeholder="库存" inputMode="numeric" value={bulk.stock} onChange={(e) => setBulk({ ...bulk, stock: e.target.value })} />
                <Button
                  type="button"
                  size="sm"
                  onClick={() =>
                    set('skus', Object.fromEntries(combos.map((c) => {
                      const k = draft.skus[c.key] ?? { price: '', stock: '', code: '' };
                      return [c.key, { ...k, ...(bulk.price ? { price: bulk.price } : {}), ...(bulk.stock ? { stock: bulk.stock } : {}) }];
                    })))
                  }
                >
                  批量设置
                </Button>
              </div>
              <ul className="sc-skus" aria-label="规格组合">
                {combos.map((c) => {
                  const k = draft.skus[c.key] ?? { price: '', stock: '', code: '' };
                  return (
                    <li key={c.key} className="sc-sku" data-testid="sku-row">
                      <span className="sc-sku__name">{c.label}</span>
                      <label>
                        <span>价格（元）</span>
                        <input inputMode="decimal" value={k.price} onChange={(e) => setSku(c.key, { price: e.target.value })} aria-label={`${c.label} 价格`} />
                      </label>
                      <label>
                        <span>库存</span>
                        <input inputMode="numeric" value={k.stock} onChange={(e) => setSku(c.key, { stock: e.target.value })} aria-label={`${c.label} 库存`} />
                      </label>
                      <label>
                        <span>编码</span>
                        <input value={k.code} maxLength={40} onChange={(e) => setSku(c.key, { code: e.target.value })} aria-label={`${c.label} 编码`} />
                      </label>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          {err('skus')}
        </div>
      ) : null}

      <div className="sc-form-actions">
        {step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => setStep(step - 1)}>
            上一步
          </Button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <Button type="button" variant="primary" onClick={() => next(step + 1)}>
            下一步
          </Button>
        ) : (
          <>
            <Button type="button" variant="ghost" disabled={save.isMutating} onClick={() => void submit('draft')}>
              保存草稿
            </Button>
            <Button type="button" variant="secondary" disabled={save.isMutating} onClick={() => void submit('off')}>
              放入仓库
            </Button>
            <Button type="button" variant="primary" disabled={save.isMutating} onClick={() => void submit('sale')}>
              {id ? '保存并上架' : '发布并上架'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function EditLoader({ id, step }: { id: number; step: number }) {
  const goods = useRead(reads.sellerGoods({ goods_id: id }));
  const [initial, setInitial] = useState<Draft | null>(null);
  useEffect(() => {
    if (goods.data && !initial) setInitial(fromGoods(goods.data));
  }, [goods.data, initial]);
  if (goods.error) return <p role="alert">{goods.error.message}</p>;
  if (!initial) return <Skeleton lines={8} label="商品加载中" />;
  return <PublishForm id={id} initial={initial} firstStep={step} />;
}

export default function Publish() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const step = Math.min(2, Math.max(0, (Number(params.get('step')) || 1) - 1));
  const title = id ? '编辑商品' : '发布商品';
  return (
    <ShopGate title={title}>
      <PageHeader title={title} extra={<Link to="/goodList">返回商品管理</Link>} />
      {id ? <EditLoader id={id} step={step} /> : <PublishForm initial={emptyDraft()} firstStep={0} />}
    </ShopGate>
  );
}
