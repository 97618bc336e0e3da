// TipTap editor (StarterKit with links, images, placeholder) in Spanish. Images are uploaded through
// `onUploadImage` (our own API) and inserted with the address it answers; pasting or dropping image files does the
// same. The value is HTML, '' when the editor is empty; a new value from outside (a form reset) replaces the content
// unless it is the same text (rich-text-html.ts). The editor reports only what the person changes, and content that
// comes back to the value it was given reports that value itself, so a form never holds a change nobody made.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { Box } from '@mui/material';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { RICH_TEXT_MIN_HEIGHT, RichTextFrame, richTextPaddingSx } from './rich-text-frame';
import { comparableHtml, editorHtml, withUnsignedImages } from './rich-text-html';
import { richTextSx } from './rich-text-styles';
import { RichTextToolbar, type RichTextToolbarProps } from './rich-text-toolbar';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  onUploadImage: (file: File) => Promise<string>;
  readOnly?: boolean;
  required?: boolean;
  placeholder?: string;
  error?: boolean;
  helperText?: string;
  minHeight?: number;
  /** Puts the cursor at the end of the text once the editor is made (it replaces a stand-in that was focused). */
  autoFocus?: boolean;
  /** A button another screen lends the toolbar (a ticket reply's 'Insertar artículo'). */
  toolbarExtra?: RichTextToolbarProps['extra'];
}

const imageFiles = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
const uploadFailure = (error: unknown, file: File) =>
  isApiError(error) && error.fromServer ? error.message : `No se pudo subir el archivo: ${file.name}.`;

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  onUploadImage,
  readOnly = false,
  required = false,
  placeholder = 'Escribe aquí…',
  error = false,
  helperText,
  minHeight = RICH_TEXT_MIN_HEIGHT,
  autoFocus = false,
  toolbarExtra,
}: RichTextEditorProps) {
  // The HTML this editor last reported (or was given): a different value comes from outside and replaces the content.
  const known = useRef(value);
  // The value last given from outside, and how this editor writes it (worked out when first needed).
  const given = useRef<{ value: string; comparable: string | null }>({ value, comparable: null });
  const comparableGiven = (current: Editor) => (given.current.comparable ??= comparableHtml(current, given.current.value));
  // The latest callbacks, for the editor's own events (it is created once and keeps the handlers it was given).
  const handlers = useRef({ onChange, onBlur, onUploadImage });
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur, onUploadImage };
  });

  const insertImages = async (editor: Editor, files: File[]) => {
    for (const file of files) {
      try {
        const src = await handlers.current.onUploadImage(file);
        editor.chain().focus().setImage({ src, alt: file.name }).run();
      } catch (uploadError) {
        notify.error(uploadFailure(uploadError, file));
      }
    }
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      Image,
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (!files.length || !editor) return false;
        void insertImages(editor, files);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (!files.length || !editor) return false;
        void insertImages(editor, files);
        return true;
      },
    },
    onUpdate: ({ editor: current, transaction }) => {
      // Updates that change no content (the editor announces one when made editable or read-only) report nothing.
      if (!transaction.docChanged) return;
      const html = editorHtml(current);
      const reported = withUnsignedImages(html) === comparableGiven(current) ? given.current.value : html;
      if (reported === known.current) return;
      known.current = reported;
      handlers.current.onChange(reported);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  useEffect(() => {
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  // The stand-in this editor replaces had the focus, where the editor now is: no scrolling.
  useEffect(() => {
    if (autoFocus) editor.commands.focus('end', { scrollIntoView: false });
  }, [editor, autoFocus]);

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    given.current = { value, comparable: comparableHtml(editor, value) };
    // The same text (a newer copy with freshly signed images, the saved text): what is shown stays as it is.
    if (given.current.comparable === withUnsignedImages(editorHtml(editor))) return;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextFrame
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      sx={{
        bgcolor: readOnly ? 'action.hover' : 'background.paper',
        '&:focus-within': readOnly ? undefined : { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      {!readOnly && (
        <RichTextToolbar editor={editor} onImagesChosen={(files) => void insertImages(editor, files)} extra={toolbarExtra} />
      )}
      <Box
        sx={{
          ...richTextSx,
          '& .ProseMirror': { ...richTextPaddingSx, minHeight: readOnly ? undefined : minHeight, outline: 'none' },
          '& .ProseMirror p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            color: 'text.disabled',
            float: 'left',
            height: 0,
            pointerEvents: 'none',
          },
          '& .ProseMirror img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </RichTextFrame>
  );
}
