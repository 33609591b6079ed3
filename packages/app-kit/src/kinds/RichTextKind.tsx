import * as v from 'valibot';
import type { OperationData, OperationParams, Read, ReadOperationId, WriteOperationId } from '@wz/sdk';
import { htmlToText } from '@wz/ui';
import { ProfileFormKind } from './ProfileFormKind';
import type { KindGate } from './KindState';

export interface RichTextKindProps<R extends ReadOperationId, W extends WriteOperationId> {
  title: string;
  description?: string;
  read: Read<R>;
  /** The block's saved HTML in the record. */
  pick: (data: OperationData<R>) => string;
  /** The write that takes `{ html }`. */
  write: W;
  toParams: (html: string) => OperationParams<W>;
  /** Fewest characters of text (pictures count as one). Default 10. */
  minChars?: number;
  placeholder?: string;
  gate?: KindGate;
}

/** Rich-text block kind: one HTML block of a record in the editor (Tiptap, loaded when the page opens). */
export function RichTextKind<R extends ReadOperationId, W extends WriteOperationId>({ minChars = 10, ...p }: RichTextKindProps<R, W>) {
  const schema = v.object({
    html: v.pipe(
      v.string(),
      v.check((html) => htmlToText(html).trim().length + (html.match(/<img\b/g)?.length ?? 0) >= minChars, `请至少输入 ${minChars} 个字`),
    ),
  });
  return (
    <ProfileFormKind
      title={p.title}
      description={p.description}
      read={p.read}
      toValues={(d) => ({ html: p.pick(d) })}
      schema={schema}
      fields={[{ kind: 'richtext', name: 'html', label: p.title, required: true, placeholder: p.placeholder }]}
      write={p.write}
      toParams={(values) => p.toParams(values.html)}
      gate={p.gate}
    />
  );
}
