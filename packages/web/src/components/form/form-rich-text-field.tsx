// A rich-text editor bound to a react-hook-form field holding HTML ('' when empty). The editor (TipTap and
// ProseMirror, the largest piece of the ticket screen) is made only when the field comes within a window's height of
// the visible part of the page or is focused: making one costs 100–150 ms of a phone's main thread, and the message
// box of a ticket with a discussion sits further down on a phone. Until then the field shows a stand-in that reads and
// looks as the editor will (its frame, the toolbar's room, the content or the placeholder); focusing it, by the
// keyboard or a tap, makes the editor and puts the cursor in it. The editor's code loads once the page has settled.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Box } from '@mui/material';
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';
import { isRichTextEmpty } from '@/components/rich-text/is-rich-text-empty';
import { RichTextContent } from '@/components/rich-text/rich-text-content';
import {
  RICH_TEXT_MIN_HEIGHT,
  RICH_TEXT_TOOLBAR_HEIGHT,
  RichTextFrame,
  richTextPaddingSx,
  richTextToolbarSx,
  type RichTextFrameProps,
} from '@/components/rich-text/rich-text-frame';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { whenPageSettled } from '@/lib/when-page-settled';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

let editorModule: Promise<typeof import('@/components/rich-text/rich-text-editor')> | undefined;
/** The editor's code, fetched once: when a field first shows, or once the page has settled. */
const loadEditor = () =>
  (editorModule ??= import('@/components/rich-text/rich-text-editor').catch((error: unknown) => {
    // A failed fetch (a new deployment, a dropped connection) is tried again by the next field that needs it.
    editorModule = undefined;
    throw error;
  }));
/** The editor's load, once one has begun: the web tests let it finish before their file ends. */
export const editorLoadBegun = () => editorModule;
const RichTextEditor = lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

type FormRichTextFieldProps<T extends FieldValues> = Omit<
  RichTextEditorProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'autoFocus'
> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
};

interface StandInProps extends Omit<RichTextFrameProps, 'busy' | 'sx' | 'children'> {
  html: string;
  placeholder: string;
  readOnly: boolean;
  minHeight: number;
  /**
   * Before the editor is asked for: the text is a text box, a Tab stop when editable, and focusing it asks for the
   * editor. While the editor's code loads it is only the content, as the editor's own text box is about to be there.
   */
  waiting?: { boxRef: (element: HTMLElement | null) => void; onFocus: () => void };
}

/**
 * The field until its editor is made: the editor's frame and toolbar's room around the content, or the placeholder
 * while empty, marked busy.
 */
function StandIn({ html, placeholder, readOnly, minHeight, waiting, ...frame }: StandInProps) {
  const empty = !readOnly && isRichTextEmpty(html);
  // The placeholder as the editor draws it: grey text of the box's style, not text of the page (nor read as such).
  const text = empty ? (
    <Box
      component="p"
      data-placeholder={placeholder}
      sx={{ my: 0, '&::before': { content: 'attr(data-placeholder)', color: 'text.disabled' } }}
    />
  ) : (
    <RichTextContent html={html} />
  );
  return (
    <RichTextFrame {...frame} busy sx={{ bgcolor: readOnly ? 'action.hover' : 'background.paper' }}>
      {!readOnly && <Box aria-hidden sx={{ ...richTextToolbarSx, height: RICH_TEXT_TOOLBAR_HEIGHT }} />}
      <Box
        ref={waiting?.boxRef}
        {...(waiting && {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': frame.label,
          'aria-readonly': readOnly ? 'true' : undefined,
          'aria-placeholder': empty ? placeholder : undefined,
          tabIndex: readOnly ? undefined : 0,
          onFocus: waiting.onFocus,
        })}
        sx={{ ...richTextPaddingSx, minHeight: readOnly ? undefined : minHeight, cursor: readOnly ? undefined : 'text' }}
      >
        {text}
      </Box>
    </RichTextFrame>
  );
}

export function FormRichTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormRichTextFieldProps<T>) {
  const { readOnly = false, placeholder = 'Escribe aquí…', minHeight = RICH_TEXT_MIN_HEIGHT } = props;
  const [box, setBox] = useState<HTMLElement | null>(null);
  // Near: within one window's height of the visible part, so scrolling there finds the editor made.
  const near = useNearViewport(box, window.innerHeight);
  const [focused, setFocused] = useState(false);
  const wanted = near || focused;
  // The editor's code arrives once the page has settled, so a field reached later becomes an editor at once.
  useEffect(() => whenPageSettled(() => void loadEditor()), []);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const standIn = (waiting?: StandInProps['waiting']) => (
          <StandIn
            label={props.label}
            html={field.value ?? ''}
            placeholder={placeholder}
            readOnly={readOnly}
            required={props.required}
            minHeight={minHeight}
            waiting={waiting}
            {...fieldMessage(fieldState, helperText)}
          />
        );
        if (!wanted) return standIn({ boxRef: setBox, onFocus: () => setFocused(true) });
        return (
          <Suspense fallback={standIn()}>
            <RichTextEditor
              {...props}
              autoFocus={focused && !readOnly}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...fieldMessage(fieldState, helperText)}
            />
          </Suspense>
        );
      }}
    />
  );
}
