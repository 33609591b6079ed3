import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { Form, FormActions, SubmitButton, useSchemaForm } from '../Form/Form';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { RichTextField } from './RichTextField';

/** The editor holding its HTML in state, as a form would. */
function EditorDemo({ value: initial, onChange, ...props }: RichTextEditorProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 640 }}>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/RichTextEditor',
  component: EditorDemo,
  args: {
    value: '',
    onChange: fn(),
    label: '房源描述',
    placeholder: '请描述房屋的位置、户型和配套',
  },
} satisfies Meta<typeof EditorDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const spy = (f: unknown) => f as ReturnType<typeof fn>;
/**
 * Types as a keyboard or IME would (a real `beforeinput`): ProseMirror reads it reliably, which it
 * does not do for user-event's synthetic key presses.
 */
const typeInto = async (box: HTMLElement, text: string) => {
  await userEvent.click(box);
  document.execCommand('insertText', false, text);
};

/** The editor arrives in its own chunk: wait for it. */
const editorIn = (el: HTMLElement, name: string) =>
  within(el).findByRole('textbox', { name }, { timeout: 15000 });

const rich =
  '<h2>小区概况</h2><p>地铁口<strong>精装两居</strong>，南北通透。</p><ul><li><p>近学校</p></li><li><p>拎包入住</p></li></ul><blockquote><p>业主自住，诚心出售。</p></blockquote>';

/** Rich content, the empty placeholder, an invalid editor and a disabled one. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <EditorDemo {...args} label="有内容" value={rich} />
      <EditorDemo {...args} label="空白" />
      <EditorDemo {...args} label="有错误" aria-invalid minHeight={80} />
      <EditorDemo {...args} label="不可编辑" value={rich} disabled minHeight={80} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await editorIn(canvasElement, '有内容')).toHaveTextContent('精装两居');
    const empty = await editorIn(canvasElement, '空白');
    await expect(empty.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      '请描述房屋的位置、户型和配套',
    );
    await expect(await editorIn(canvasElement, '有错误')).toHaveAttribute('aria-invalid', 'true');
    await expect(await editorIn(canvasElement, '不可编辑')).toHaveAttribute(
      'contenteditable',
      'false',
    );
  },
};

/** Typing, then 加粗 on the selection and 无序列表: the output is the HTML of what is shown. */
export const FormatsText: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = await editorIn(canvasElement, '房源描述');
    await typeInto(box, '南北通透');
    await waitFor(() => expect(spy(args.onChange).mock.lastCall?.[0]).toBe('<p>南北通透</p>'));
    document.execCommand('selectAll');
    const bold = c.getByRole('button', { name: '加粗' });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(spy(args.onChange).mock.lastCall?.[0]).toBe('<p><strong>南北通透</strong></p>');
    await userEvent.click(c.getByRole('button', { name: '无序列表' }));
    await expect(spy(args.onChange).mock.lastCall?.[0]).toBe(
      '<ul><li><p><strong>南北通透</strong></p></li></ul>',
    );
    await userEvent.click(c.getByRole('button', { name: '撤销' }));
    await expect(spy(args.onChange).mock.lastCall?.[0]).toBe('<p><strong>南北通透</strong></p>');
  },
};

/**
 * Pasted-in or stored HTML with a script, an event handler and a javascript: link never runs, and
 * the output is what HtmlContent would show: outside links get rel="noopener noreferrer".
 */
export const SanitisesHtml: Story = {
  args: {
    value:
      '<p>看房请联系<a href="javascript:alert(1)">我</a><img src="x" onerror="window.__xss=1"></p>' +
      '<script>window.__xss=2</script><p>详见<a href="https://example.com/house">链接</a></p>',
  },
  play: async ({ canvasElement, args }) => {
    const box = await editorIn(canvasElement, '房源描述');
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
    await expect(canvasElement.querySelector('script, img, [onerror]')).toBeNull();
    await userEvent.click(box);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '分割线' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = spy(args.onChange).mock.lastCall?.[0] as string;
    await expect(html).toContain('<hr>');
    await expect(html).not.toMatch(/<script|<img|onerror|javascript:|nofollow/);
    // Tiptap writes rel="noopener noreferrer nofollow"; the shared sanitiser's link rule rewrites it.
    await expect(html).toMatch(
      /<a [^>]*rel="noopener noreferrer"[^>]*href="https:\/\/example.com\/house"[^>]*>链接<\/a>/,
    );
  },
};

const schema = v.object({
  detail: v.pipe(v.string(), v.nonEmpty('请输入房源描述')),
});

function PublishDetail({ onSubmit }: { onSubmit: (values: { detail: string }) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { detail: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="房源详情" style={{ maxWidth: 640 }}>
      <RichTextField name="detail" label="房源描述" required hint="可加粗、分段和列表" />
      <FormActions>
        <SubmitButton>发布</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** As a form field: required in Chinese, labelled by the field's label, the value is sanitised HTML. */
export const InAForm: Story = {
  render: (args) => <PublishDetail onSubmit={args.onChange as never} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = await editorIn(canvasElement, '房源描述');
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    await expect(await c.findByText('请输入房源描述')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('可加粗、分段和列表 请输入房源描述');
    await typeInto(box, '交通便利');
    await userEvent.click(c.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ detail: '<p>交通便利</p>' }));
  },
};
