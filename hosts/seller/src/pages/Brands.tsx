import { useRef, useState } from 'react';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Dialog, Form, FormActions, ImageUploader, Skeleton, SubmitButton, TextField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';

type Brand = OperationData<'sellerBrands'>['lists'][number];
const STATUS = ['', '审核中', '已通过', '未通过'];
const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写品牌名称'), v.maxLength(30, '品牌名称不能超过 30 个字')) });

function ApplyDialog({ onClose }: { onClose: () => void }) {
  const apply = useWrite('sellerBrandApply');
  const upload = useUpload('listing');
  const [licence, setLicence] = useState<UploadedImage[]>([]);
  // the submit can wait for uploads still in flight: it reads the pictures as they are then, not as they were at the click
  const latest = useRef<UploadedImage[]>([]);
  const [error, setError] = useState('');
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  return (
    <Dialog open onClose={onClose} title="申请品牌">
      <Form
        form={form}
        aria-label="申请品牌"
        onSubmit={async ({ name }) => {
          const [picked] = latest.current;
          if (!picked) return setError('请上传品牌授权书或商标注册证');
          await apply.trigger({ name, licence: Number(picked.id) });
          toast.success('已提交，等待平台审核');
          onClose();
        }}
      >
        <TextField name="name" label="品牌名称" required maxLength={30} />
        <div className="sc-field">
          <span>授权书 / 商标注册证 *</span>
          <ImageUploader value={licence} onChange={(next) => ((latest.current = next), setLicence(next), setError(''))} upload={upload} maxCount={1} label="授权书" />
          {error ? <p className="sc-error" role="alert">{error}</p> : null}
        </div>
        <FormActions>
          <SubmitButton>提交申请</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}

function BrandList() {
  const list = useRead(reads.sellerBrands());
  const remove = useWrite('sellerBrandRemove');
  const [applying, setApplying] = useState(false);
  const [removing, setRemoving] = useState<Brand | null>(null);
  const rows = list.data?.lists;
  return (
    <>
      <PageHeader title="品牌管理" extra={<Button variant="primary" onClick={() => setApplying(true)}>申请品牌</Button>} />
      <p className="sc-muted">经营品牌商品需上传品牌授权书或商标注册证，由平台审核。</p>
      {list.error ? <p role="alert">{list.error.message}</p> : !rows ? <Skeleton lines={5} label="品牌加载中" /> : rows.length === 0 ? (
        <p className="sc-card sc-muted">还没有申请品牌</p>
      ) : (
        <ul className="sc-service">
          {rows.map((b) => (
            <li key={b.id} className="sc-card sc-brand" data-testid="brand-row">
              <img src={b.licence} alt={`${b.name} 授权书`} width={64} height={64} loading="lazy" />
              <span className="sc-brand__body">
                <strong>{b.name}</strong>
                <span className="sc-muted">{STATUS[b.status]} · {b.inputtime}</span>
                {b.reason ? <span className="sc-error">{b.reason}</span> : null}
              </span>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(b)}>{b.status === 1 ? '撤回' : '删除'}</Button>
            </li>
          ))}
        </ul>
      )}
      {applying ? <ApplyDialog onClose={() => setApplying(false)} /> : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title="删除品牌"
        message={removing ? `确定${removing.status === 1 ? '撤回' : '删除'}「${removing.name}」吗？` : ''}
        danger
        loading={remove.isMutating}
        onConfirm={() => {
          if (!removing) return;
          remove.trigger({ id: removing.id }).then(() => toast.success('已删除'), (e: Error) => toast.error(e.message));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** /seller/wzmall/sellerBrand: the brands the shop sells, applied for with a licence picture. */
export default function Brands() {
  return (
    <ShopGate title="品牌管理">
      <BrandList />
    </ShopGate>
  );
}
