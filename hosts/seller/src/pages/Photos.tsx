import { useRef, useState } from 'react';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Dialog, Form, FormActions, ImageUploader, Pager, Skeleton, SubmitButton, TextField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';
import { useSearchParams } from 'react-router-dom';

type Photo = OperationData<'sellerPhotos'>['lists'][number];
const folderRule = v.pipe(v.string(), v.trim(), v.maxLength(20, '文件夹名称不能超过 20 个字'));
const editSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写图片名称'), v.maxLength(30, '图片名称不能超过 30 个字')),
  folder: folderRule,
});
const uploadSchema = v.object({ folder: folderRule });

/** Upload many through the signed upload (ImageUploader), then put them in a folder of the space. */
function UploadDialog({ folder, onClose }: { folder: string; onClose: () => void }) {
  const upload = useUpload('listing');
  const add = useWrite('sellerPhotoAdd');
  const [images, setImages] = useState<UploadedImage[]>([]);
  // the submit can wait for uploads still in flight: it reads the pictures as they are then, not as they were at the click
  const latest = useRef<UploadedImage[]>([]);
  const [error, setError] = useState('');
  const form = useSchemaForm(uploadSchema, { defaultValues: { folder } });
  return (
    <Dialog open onClose={onClose} title="上传图片">
      <Form
        form={form}
        aria-label="上传图片"
        onSubmit={async (values) => {
          const picked = latest.current;
          if (!picked.length) return setError('请先选择要上传的图片');
          await add.trigger({ ids: picked.map((i) => i.id).join(','), folder: values.folder || '默认' });
          toast.success('已上传');
          onClose();
        }}
      >
        <ImageUploader value={images} onChange={(next) => ((latest.current = next), setImages(next), setError(''))} upload={upload} maxCount={20} label="图片" />
        {error ? <p className="sc-error" role="alert">{error}</p> : null}
        <TextField name="folder" label="放入文件夹" maxLength={20} hint="不填放入「默认」" />
        <FormActions>
          <SubmitButton>确认上传</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}

function EditDialog({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const update = useWrite('sellerPhotoUpdate');
  const form = useSchemaForm(editSchema, { defaultValues: { name: photo.name, folder: photo.folder } });
  return (
    <Dialog open onClose={onClose} title="重命名 / 移动">
      <Form
        form={form}
        aria-label="重命名 / 移动"
        onSubmit={async (values) => {
          await update.trigger({ id: photo.id, name: values.name, folder: values.folder || '默认' });
          toast.success('保存成功');
          onClose();
        }}
      >
        <TextField name="name" label="图片名称" required maxLength={30} />
        <TextField name="folder" label="文件夹" maxLength={20} />
        <FormActions>
          <SubmitButton>保存</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}

function PhotoSpace() {
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRead(reads.sellerPhotos({ ...(folder ? { folder } : {}), page }), { keepPreviousData: true });
  const remove = useWrite('sellerPhotoRemove');
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Photo | null>(null);
  const [removing, setRemoving] = useState<Photo | null>(null);
  const go = (f: string, p = 1) => setParams(new URLSearchParams({ ...(f ? { folder: f } : {}), ...(p > 1 ? { page: String(p) } : {}) }));
  const data = list.data;
  return (
    <>
      <PageHeader title="图片空间" extra={<Button variant="primary" onClick={() => setUploading(true)}>上传图片</Button>} />
      <div className="sc-folders" role="group" aria-label="文件夹">
        <Button size="sm" variant={folder ? 'ghost' : 'secondary'} aria-pressed={!folder} onClick={() => go('')}>全部</Button>
        {data?.folders.map((f) => (
          <Button key={f.name} size="sm" variant={folder === f.name ? 'secondary' : 'ghost'} aria-pressed={folder === f.name} onClick={() => go(f.name)}>
            {f.name}（{f.count}）
          </Button>
        ))}
      </div>
      {list.error ? <p role="alert">{list.error.message}</p> : !data ? <Skeleton lines={6} label="图片加载中" /> : data.lists.length === 0 ? (
        <p className="sc-card sc-muted">还没有图片，点「上传图片」添加</p>
      ) : (
        <ul className="sc-photos" aria-label="图片">
          {data.lists.map((p) => (
            <li key={p.id} className="sc-photo" data-testid="photo">
              <img src={p.url} alt={p.name} width={160} height={160} loading="lazy" />
              <span className="sc-photo__name">{p.name}</span>
              <span className="sc-muted">{p.folder}{p.used_by.length ? ` · ${p.used_by.length} 个商品在用` : ''}</span>
              <span className="sc-actions">
                <Button size="sm" variant="ghost" onClick={() => setEditing(p)}>重命名</Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(p)}>删除</Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > 20 ? <Pager page={page} total={data.total} pageSize={20} onChange={(p: number) => go(folder, p)} /> : null}
      {uploading ? <UploadDialog folder={folder} onClose={() => setUploading(false)} /> : null}
      {editing ? <EditDialog photo={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title="删除图片"
        message={removing ? (removing.used_by.length ? `「${removing.name}」正被商品使用：${removing.used_by.join('、')}` : `确定删除「${removing.name}」吗？`) : ''}
        danger
        loading={remove.isMutating}
        onConfirm={() => {
          if (!removing) return;
          remove.trigger({ id: removing.id }).then(() => toast.success('已删除'), (e: Error) => toast.error(e.message.replace(/^\S+:\s*/, '')));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** /seller/wzmall/photos: the picture space — folders, upload many, rename, move, delete (refused while a goods item uses it). */
export default function Photos() {
  return (
    <ShopGate title="图片空间">
      <PhotoSpace />
    </ShopGate>
  );
}
