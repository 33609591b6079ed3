// The members' forms with a title and a text (a topic, a post, a question, a proposal), on the form kit: checked
// as the server checks them, the server's refusal shown on its field, and what was typed kept when it fails.
import * as v from 'valibot';
import { Form, FormActions, SubmitButton, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';

const sized = (min: number, max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= min && [...s].length <= max, `${what} ${min}–${max} 个字`));

export const titledSchema = (noun: string) => v.object({ title: sized(4, 30, `${noun}标题`), content: sized(5, 2000, `${noun}内容`) });

/** Title + content; `send` throws the API error on a refusal (shown on its field, the input kept). */
export function TitledForm({ noun, label, send, submit, placeholder }: { noun: string; label: string; send: (v: { title: string; content: string }) => Promise<unknown>; submit: string; placeholder?: string }) {
  const form = useSchemaForm(titledSchema(noun), { defaultValues: { title: '', content: '' } });
  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={async (values) => {
        await send(values);
        toast.success('发布成功');
        form.reset({ title: '', content: '' });
      }}
    >
      <TextField name="title" label={`${noun}标题`} required maxLength={30} hint="4–30 个字" />
      <TextareaField name="content" label={`${noun}内容`} required rows={5} maxLength={2000} placeholder={placeholder} hint="5–2000 个字" />
      <FormActions>
        <SubmitButton>{submit}</SubmitButton>
      </FormActions>
    </Form>
  );
}

const askSchema = v.object({ content: sized(5, 300, '问题') });

/** A member's question to a guest session's guest. */
export function GuestAskForm({ id, send }: { id: number; send: (v: { id: number; content: string }) => Promise<unknown> }) {
  const form = useSchemaForm(askSchema, { defaultValues: { content: '' } });
  return (
    <Form
      form={form}
      aria-label="向嘉宾提问"
      onSubmit={async ({ content }) => {
        await send({ id, content });
        toast.success('提问成功');
        form.reset({ content: '' });
      }}
    >
      <TextareaField name="content" label="向嘉宾提问" required rows={2} maxLength={300} hint="5–300 个字" />
      <FormActions>
        <SubmitButton>提问</SubmitButton>
      </FormActions>
    </Form>
  );
}
