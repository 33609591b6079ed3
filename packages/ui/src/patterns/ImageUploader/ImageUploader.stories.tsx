import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { Form, SubmitButton, useSchemaForm } from '../Form/Form';
import { FormField } from '../Form/inputs';
import { ImageUploader, type UploadedImage } from './ImageUploader';
import type { UploadFn } from './useImageUploads';
import {
  fakePng,
  instantUpload,
  makePicture,
  sampleImages,
  uploadRefusal,
  UploaderDemo,
} from './storyUploads';

const meta = {
  title: 'Patterns/ImageUploader',
  component: UploaderDemo,
  args: { upload: fn(instantUpload), onChange: fn(), initial: sampleImages },
} satisfies Meta<typeof UploaderDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type=file]')!;
/** Pictures are decoded and re-encoded before upload: slow on a busy machine. */
const slow = { timeout: 8000 };
const spy = (f: unknown) => f as ReturnType<typeof fn>;
const ids = (call: unknown[] | undefined) => (call?.[0] as { id: string }[]).map((i) => i.id);

/** Cover, uploaded pictures, one upload at 40 %, one failed with 重试, and a refused file's message. */
export const AllStates: Story = {
  args: {
    upload: fn<UploadFn>((file, onProgress) => {
      if (file.name.startsWith('失败')) return Promise.reject(uploadRefusal());
      onProgress(0.4);
      return new Promise(() => undefined);
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      await makePicture('阳台.png', 320, 240),
      await makePicture('失败.png', 320, 240, 'image/png', '#c62828'),
      fakePng(),
    ]);
    await expect(await c.findByText('「说明.png」不是有效的图片文件')).toBeVisible();
    const bar = await c.findByRole('progressbar', { name: '「阳台.png」上传进度' }, slow);
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.4'), slow);
    await expect(await c.findByText('网络错误，请稍后重试', {}, slow)).toBeVisible();
    await expect(c.getByRole('button', { name: '重试上传「失败.png」' })).toBeVisible();
    await expect(c.getByText('封面')).toBeVisible();
  },
};

/** The first upload fails with the SDK's message; 重试 sends the same prepared file again and it joins the list. */
export const UploadFailsThenRetries: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    spy(args.upload).mockRejectedValueOnce(uploadRefusal());
    await userEvent.upload(fileInput(canvasElement), await makePicture('阳台.png', 320, 240));
    await expect(await c.findByText('网络错误，请稍后重试', {}, slow)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: '重试上传「阳台.png」' }));
    await expect(await c.findByRole('img', { name: '第 4 张' }, slow)).toBeVisible();
    await expect(c.queryByText('网络错误，请稍后重试')).toBeNull();
    await expect(args.upload).toHaveBeenCalledTimes(2);
    const [first, second] = spy(args.upload).mock.calls;
    await expect(second?.[0]).toBe(first?.[0]);
    await expect(ids(spy(args.onChange).mock.lastCall)).toEqual([
      'img-a',
      'img-b',
      'img-c',
      'id-阳台.png',
    ]);
  },
};

/** 设为封面 and the arrow buttons reorder; dragging a picture onto another moves it there. */
export const ReorderAndCover: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '第 3 张设为封面' }));
    await expect(ids(spy(args.onChange).mock.lastCall)).toEqual(['img-c', 'img-a', 'img-b']);
    await expect(c.getByRole('img', { name: '第 1 张' })).toHaveAttribute(
      'src',
      sampleImages[2]!.url,
    );
    await userEvent.click(c.getByRole('button', { name: '第 1 张后移' }));
    await expect(ids(spy(args.onChange).mock.lastCall)).toEqual(['img-a', 'img-c', 'img-b']);
    await expect(c.getByRole('button', { name: '第 1 张前移' })).toBeDisabled();

    const tiles = c.getAllByRole('listitem');
    fireEvent.dragStart(tiles[2]!);
    fireEvent.dragOver(tiles[0]!);
    fireEvent.drop(tiles[0]!);
    await expect(ids(spy(args.onChange).mock.lastCall)).toEqual(['img-b', 'img-a', 'img-c']);
    await userEvent.click(c.getByRole('button', { name: '删除第 2 张' }));
    await expect(ids(spy(args.onChange).mock.lastCall)).toEqual(['img-b', 'img-c']);
  },
};

/** Count, type and size limits, each with its own message; nothing refused reaches `upload`. */
export const Limits: Story = {
  args: { maxCount: 4, maxSize: 2048, accept: ['image/jpeg', 'image/png'] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const drop = (files: File[]) => {
      const dataTransfer = new DataTransfer();
      for (const f of files) dataTransfer.items.add(f);
      // A real DragEvent: testing-library's fireEvent copies only own properties of a DataTransfer.
      c.getByRole('list', { name: '图片' }).dispatchEvent(
        new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }),
      );
    };
    drop([
      await makePicture('动图.webp', 40, 40, 'image/webp'),
      await makePicture('a.png', 40, 40),
      await makePicture('b.png', 40, 40),
    ]);
    await expect(await c.findByText('最多上传 4 张图片，已忽略 2 张', {}, slow)).toBeVisible();
    // The one that fitted was the WebP, which this uploader does not take.
    await expect(c.getByText('「动图.webp」格式不支持，请上传 JPG、PNG 图片')).toBeVisible();
    drop([await makePicture('大图.png', 300, 300, 'image/png', 'noise')]);
    await expect(
      await c.findByText(/「大图.png」超过 2 KB，请换一张较小的图片/, {}, slow),
    ).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(c.getByText(/支持 JPG、PNG，单张不超过 2 KB/)).toBeVisible();
  },
};

/** A 3000×1500 PNG is scaled to 800 px on its long edge; a JPEG named .png is sent as .jpg. */
export const CompressesBeforeUpload: Story = {
  args: { maxEdge: 800, initial: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [
      await makePicture('全景.png', 3000, 1500),
      await makePicture('照片.png', 400, 300, 'image/jpeg'),
    ]);
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(2), slow);
    const sent = spy(args.upload).mock.calls.map((c) => c[0] as File);
    const wide = sent.find((f) => f.name === '全景.png')!;
    const bitmap = await createImageBitmap(wide);
    await expect([bitmap.width, bitmap.height]).toEqual([800, 400]);
    await expect(wide.type).toBe('image/png');
    await expect(sent.map((f) => f.name)).toContain('照片.jpg');
    await expect(sent.find((f) => f.name === '照片.jpg')?.type).toBe('image/jpeg');
  },
};

/** With `cropAspect`, a picked picture opens the (lazily loaded) crop dialog; 确定 uploads the square. */
export const CropsBeforeUpload: Story = {
  args: { cropAspect: 1, initial: [], label: '头像', maxCount: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await makePicture('头像.png', 600, 400));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: '裁剪「头像.png」' }, slow);
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await waitFor(() => expect(ok).toBeEnabled(), slow);
    await userEvent.click(ok);
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1), slow);
    const bitmap = await createImageBitmap(spy(args.upload).mock.calls[0]![0] as File);
    await expect(bitmap.width).toBe(bitmap.height);
    await expect(bitmap.height).toBe(400);
    await expect(
      await within(canvasElement).findByRole('img', { name: '第 1 张' }, slow),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /添加头像/ })).toBeNull();
  },
};

/** One picture (maxCount 1, an avatar): no cover or order controls; 更换 uploads a new one in its place. */
export const SinglePicture: Story = {
  args: { initial: [sampleImages[0]!], label: '头像', maxCount: 1 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('封面')).toBeNull();
    await expect(c.queryByRole('button', { name: /前移|后移|设为封面/ })).toBeNull();
    await expect(c.queryByRole('button', { name: /添加头像/ })).toBeNull();
    await expect(c.getByText(/单张不超过/)).not.toHaveTextContent('最多');
    await expect(c.getByRole('button', { name: '更换头像' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), await makePicture('新头像.png', 200, 200));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), slow);
    // the new picture replaces the old one: still one picture, and it is not the old one
    await expect(ids(spy(args.onChange).mock.calls[0])).toHaveLength(1);
    await expect(ids(spy(args.onChange).mock.calls[0])).not.toContain('img-a');
    await expect(await c.findByRole('img', { name: '第 1 张' })).toBeVisible();
  },
};

export const Empty: Story = { args: { initial: [] } };

export const Disabled: Story = { args: { disabled: true } };

/** Submitting while a picture is still uploading: the form waits for it and sends it, instead of 请上传…. */
export const SubmitWaitsForUpload: Story = {
  render: function Render(args) {
    const form = useSchemaForm(v.object({ pics: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.minLength(1, '请上传图片')) }), {
      defaultValues: { pics: [] },
    });
    return (
      <Form form={form} aria-label="发布" onSubmit={(values) => args.onChange?.(values.pics)}>
        <FormField<UploadedImage[]> name="pics" label="图片" kind="group" required>
          {(field) => <ImageUploader value={field.value} onChange={field.onChange} upload={args.upload} label="图片" />}
        </FormField>
        <SubmitButton>提交</SubmitButton>
      </Form>
    );
  },
  args: { upload: fn<UploadFn>() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    let finish!: () => void;
    spy(args.upload).mockImplementation((file: File) => new Promise((resolve) => (finish = () => resolve({ id: 'p1', url: URL.createObjectURL(file) }))));
    await userEvent.upload(fileInput(canvasElement), await makePicture('阳台.png', 320, 240));
    await waitFor(() => expect(args.upload).toHaveBeenCalled(), slow);
    await userEvent.click(c.getByRole('button', { name: '提交' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(c.queryByText('请上传图片')).toBeNull();
    finish();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ id: 'p1' })]), slow);
  },
};
