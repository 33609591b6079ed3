import { lazy, Suspense } from 'react';
import { cx } from '../../internal/cx';
import * as s from './RichTextEditor.css';

// Tiptap (ProseMirror, ~100 KB) downloads only when an editor is first shown.
const TiptapEditor = lazy(() => import('./TiptapEditor'));

export interface RichTextEditorProps {
  /** The HTML being edited (sanitised before it is loaded). */
  value: string;
  /** The new HTML after each edit, already through the portal's sanitiser; '' when empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Accessible name, when no visible label points at the editor through `aria-labelledby`. */
  label?: string;
  /** Grey text in the empty editor. Default 请输入内容. */
  placeholder?: string;
  disabled?: boolean;
  /** Height of the writing area before it grows, px. Default 200. */
  minHeight?: number;
  /** id of the editable area. */
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

/**
 * A rich-text editor for publish forms (Tiptap). Importing it costs a few hundred bytes: the editor
 * itself is a separate chunk fetched on first render, with a same-sized placeholder meanwhile.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const minHeight = props.minHeight ?? 200;
  return (
    <Suspense
      fallback={
        <div className={cx(s.frame, props.className)} aria-busy="true">
          <div className={s.toolbar} />
          <p className={cx(s.content, s.loading)} style={{ minHeight }}>
            编辑器加载中…
          </p>
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
