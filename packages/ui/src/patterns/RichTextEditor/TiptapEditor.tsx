/** The Tiptap editor behind RichTextEditor; loaded on first render (its own chunk with Tiptap). */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../HtmlContent/HtmlContent';
import { cx } from '../../internal/cx';
import type { RichTextEditorProps } from './RichTextEditor';
import * as s from './RichTextEditor.css';

type Tool = {
  /** Accessible name; starts with the glyph when the glyph is letters or digits (WCAG 2.5.3). */
  label: string;
  glyph: string;
  run: (e: Editor) => boolean;
  /** Mark or node that shows as pressed while the caret is in it. */
  active?: [string, Record<string, unknown>?];
  can?: (e: Editor) => boolean;
};

const TOOLS: Tool[][] = [
  [
    {
      label: '加粗',
      glyph: 'B',
      run: (e) => e.chain().focus().toggleBold().run(),
      active: ['bold'],
    },
    {
      label: '斜体',
      glyph: 'I',
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: ['italic'],
    },
    {
      label: '删除线',
      glyph: 'S',
      run: (e) => e.chain().focus().toggleStrike().run(),
      active: ['strike'],
    },
  ],
  [
    {
      label: 'H2 标题',
      glyph: 'H2',
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: ['heading', { level: 2 }],
    },
    {
      label: 'H3 小标题',
      glyph: 'H3',
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: ['heading', { level: 3 }],
    },
    {
      label: '无序列表',
      glyph: '•',
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: ['bulletList'],
    },
    {
      label: '1. 有序列表',
      glyph: '1.',
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: ['orderedList'],
    },
    {
      label: '引用',
      glyph: '“',
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: ['blockquote'],
    },
    { label: '分割线', glyph: '—', run: (e) => e.chain().focus().setHorizontalRule().run() },
  ],
  [
    {
      label: '撤销',
      glyph: '↶',
      run: (e) => e.chain().focus().undo().run(),
      can: (e) => e.can().undo(),
    },
    {
      label: '重做',
      glyph: '↷',
      run: (e) => e.chain().focus().redo().run(),
      can: (e) => e.can().redo(),
    },
  ],
];

/** What members may write: no code blocks or inline code in listings; links only as typed URLs. */
const extensions = (placeholder: string) => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    link: { openOnClick: false, protocols: ['http', 'https'] },
  }),
  Placeholder.configure({ placeholder }),
];

/**
 * Editor HTML through the portal's one sanitiser; an empty document is ''. The empty paragraph the
 * editor keeps after a list or quote (so the caret can leave it) is not content.
 */
const cleanOf = (editor: Editor) =>
  editor.isEmpty ? '' : sanitizeHtml(editor.getHTML().replace(/(<p><\/p>)+$/, ''));

export default function TiptapEditor({
  value,
  onChange,
  onBlur,
  label,
  placeholder = '请输入内容',
  disabled,
  minHeight = 200,
  id,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RichTextEditorProps) {
  // The last HTML we reported: a `value` equal to it is our own echo, anything else came from outside.
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions: extensions(placeholder),
    content: sanitizeHtml(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(label && !labelledBy ? { 'aria-label': label } : {}),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: s.content,
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = cleanOf(e);
      callbacks.current.onChange(emitted.current);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOLS.flat().map((t) => ({
        pressed: t.active ? e.isActive(...t.active) : undefined,
        enabled: e.isEditable && (t.can ? t.can(e) : true),
      })),
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  let index = 0;
  return (
    <div className={cx(s.frame, invalid && s.invalid, disabled && s.disabled, className)}>
      <div role="toolbar" aria-label="格式" className={s.toolbar}>
        {TOOLS.map((group, g) => (
          <span key={g} className={s.group}>
            {group.map((tool) => {
              const st = state[index++];
              return (
                <button
                  key={tool.label}
                  type="button"
                  className={s.tool}
                  aria-label={tool.label}
                  title={tool.label}
                  aria-pressed={st?.pressed}
                  disabled={!st?.enabled}
                  onClick={() => tool.run(editor)}
                >
                  {tool.glyph}
                </button>
              );
            })}
          </span>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
