import * as v from 'valibot';
import type { OperationData, OperationParams, Read, ReadOperationId, WriteOperationId } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { TextField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { EditForm, useRecordForm } from '../kinds/EditForm';
import { ImageField, pictureId, savedPicture } from './fields';
import { KindState, type KindGate } from './KindState';
import './kinds.css';

/** One picture of a set as the write takes it: an upload id (0 keeps the saved picture) and its caption. */
export interface PictureSlot {
  pic: number;
  caption: string;
}

export interface PictureSetKindProps<R extends ReadOperationId, W extends WriteOperationId> {
  title: string;
  description?: string;
  read: Read<R>;
  /** The saved pictures with captions, in order. */
  pick: (data: OperationData<R>) => readonly { pic: string; caption: string }[];
  /** Exactly this many pictures (三图风景: 3). */
  count: number;
  /** Caption length, 2–`captionMax` characters. Default 30. */
  captionMax?: number;
  write: W;
  toParams: (slots: PictureSlot[]) => OperationParams<W>;
  gate?: KindGate;
}

/** Picture set kind: N pictures with captions, each uploaded through the signed upload, saved together. */
export function PictureSetKind<R extends ReadOperationId, W extends WriteOperationId>({ captionMax = 30, ...p }: PictureSetKindProps<R, W>) {
  const record = useRead(p.read);
  const write = useWrite(p.write);
  const captionRule = v.pipe(v.string(), v.trim(), v.minLength(2, `图片说明 2–${captionMax} 个字`), v.maxLength(captionMax, `图片说明 2–${captionMax} 个字`));
  const schema = v.object({
    items: v.tupleWithRest(
      [],
      v.object({
        image: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传图片')),
        caption: captionRule,
      }),
    ),
  });
  const form = useSchemaForm(schema);
  const saved = record.data ? p.pick(record.data) : undefined;
  useRecordForm(
    form,
    saved && { items: Array.from({ length: p.count }, (_, i) => ({ image: savedPicture(saved[i]?.pic ?? ''), caption: saved[i]?.caption ?? '' })) },
    saved ? 'record' : undefined,
  );
  if (!record.data) return <KindState title={p.title} loading={!record.error} error={record.error} onRetry={() => void record.mutate()} gate={p.gate} />;
  return (
    <EditForm
      title={p.title}
      description={p.description ?? `共 ${p.count} 张，每张配一句说明`}
      form={form}
      onSubmit={async ({ items }) => {
        await write.trigger(p.toParams(items.map((it) => ({ pic: pictureId(it.image as UploadedImage[]), caption: it.caption }))));
        toast.success('保存成功');
      }}
    >
      <div className="kind-pictures">
        {Array.from({ length: p.count }, (_, i) => (
          <fieldset key={i} className="kind-pictures__slot">
            <legend>第 {i + 1} 张</legend>
            <ImageField name={`items.${i}.image`} label={`图片 ${i + 1}`} required />
            <TextField name={`items.${i}.caption`} label={`说明 ${i + 1}`} required maxLength={captionMax} />
          </fieldset>
        ))}
      </div>
    </EditForm>
  );
}
