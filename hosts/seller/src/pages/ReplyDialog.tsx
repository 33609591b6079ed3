import * as v from 'valibot';
import { Dialog, Form, FormActions, SubmitButton, TextareaField, toast, useSchemaForm } from '@wz/ui';

const schema = v.object({
  reply: v.pipe(v.string(), v.trim(), v.minLength(2, '请输入回复内容（至少 2 个字）'), v.maxLength(300, '回复内容不能超过 300 个字')),
});

/**
 * A reply to a buyer (a review or a message): the form kit checks it first, the server's 400 lands on the
 * field, and what was typed stays when either refuses.
 */
export function ReplyDialog({ title, quote, initial, onSend, onClose }: { title: string; quote: string; initial: string; onSend: (reply: string) => Promise<unknown>; onClose: () => void }) {
  const form = useSchemaForm(schema, { defaultValues: { reply: initial } });
  return (
    <Dialog open onClose={onClose} title={title}>
      <p className="sc-muted sc-quote">{quote}</p>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          await onSend(values.reply);
          toast.success('回复成功');
          onClose();
        }}
      >
        <TextareaField name="reply" label="回复内容" required rows={4} maxLength={300} />
        <FormActions>
          <SubmitButton>发送回复</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}
