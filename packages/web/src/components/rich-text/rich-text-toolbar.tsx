// The editor's buttons (Spanish labels): text styles, lists, quote, link, image upload, a button another screen lends
// it (the ticket reply's 'Insertar artículo'), undo and redo.
import { Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import { richTextToolbarSx } from './rich-text-frame';
import { RichTextLinkDialog } from './rich-text-link-dialog';

interface ToolbarButtonProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export function ToolbarButton({ label, icon, active = false, disabled = false, onClick }: ToolbarButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          disabled={disabled}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A style the selection has or not: its button shows whether it is on and switches it. */
interface FormatToggle {
  name: string;
  label: string;
  Icon: typeof FormatBoldIcon;
  toggle: (chain: ChainedCommands) => ChainedCommands;
}

const textStyles: FormatToggle[] = [
  { name: 'bold', label: 'Negrita', Icon: FormatBoldIcon, toggle: (chain) => chain.toggleBold() },
  { name: 'italic', label: 'Cursiva', Icon: FormatItalicIcon, toggle: (chain) => chain.toggleItalic() },
  { name: 'strike', label: 'Tachado', Icon: StrikethroughSIcon, toggle: (chain) => chain.toggleStrike() },
];

const blockStyles: FormatToggle[] = [
  { name: 'bulletList', label: 'Lista con viñetas', Icon: FormatListBulletedIcon, toggle: (chain) => chain.toggleBulletList() },
  { name: 'orderedList', label: 'Lista numerada', Icon: FormatListNumberedIcon, toggle: (chain) => chain.toggleOrderedList() },
  { name: 'blockquote', label: 'Cita', Icon: FormatQuoteIcon, toggle: (chain) => chain.toggleBlockquote() },
];

const toggles = [...textStyles, ...blockStyles];

/** What a button lent to the toolbar (`toolbarExtra` of the editor) may do to the text. */
export interface RichTextToolbarExtraProps {
  /** Adds `text` linked to `href` where the cursor is, and a space after it. */
  insertLink: (href: string, text: string) => void;
}

export interface RichTextToolbarProps {
  editor: Editor;
  onImagesChosen: (files: File[]) => void;
  /** A button another screen lends the toolbar, after the link and image buttons; its code may load late. */
  extra?: ComponentType<RichTextToolbarExtraProps>;
}

export function RichTextToolbar({ editor, onImagesChosen, extra: Extra }: RichTextToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      on: toggles.filter(({ name }) => current.isActive(name)).map(({ name }) => name),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggleButtons = (styles: FormatToggle[]) =>
    styles.map(({ name, label, Icon, toggle }) => (
      <ToolbarButton
        key={name}
        label={label}
        icon={<Icon fontSize="small" />}
        active={state.on.includes(name)}
        onClick={() => toggle(chain()).run()}
      />
    ));

  const insertLink = (href: string, text: string) =>
    chain()
      .insertContent([
        { type: 'text', text, marks: [{ type: 'link', attrs: { href } }] },
        { type: 'text', text: ' ' },
      ])
      .run();

  const applyLink = (url: string) => {
    setLinkOpen(false);
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
  };

  return (
    <Box role="toolbar" aria-label="Formato" sx={richTextToolbarSx}>
      {toggleButtons(textStyles)}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {toggleButtons(blockStyles)}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton label="Enlace" icon={<LinkIcon fontSize="small" />} active={state.link} onClick={() => setLinkOpen(true)} />
      <ToolbarButton label="Insertar imagen" icon={<ImageIcon fontSize="small" />} onClick={() => fileInput.current?.click()} />
      {Extra && (
        <Suspense fallback={null}>
          <Extra insertLink={insertLink} />
        </Suspense>
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton
        label="Deshacer"
        icon={<UndoIcon fontSize="small" />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Rehacer"
        icon={<RedoIcon fontSize="small" />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        aria-label="Imagen para insertar"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onImagesChosen(files);
        }}
      />
      <RichTextLinkDialog
        open={linkOpen}
        initialUrl={String(editor.getAttributes('link').href ?? '')}
        onSubmit={applyLink}
        onClose={() => setLinkOpen(false)}
      />
    </Box>
  );
}
