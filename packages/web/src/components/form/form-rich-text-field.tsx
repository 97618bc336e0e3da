// A rich-text editor bound to a react-hook-form field holding HTML ('' when empty). The editor (TipTap and
// ProseMirror, the largest piece of the ticket screen) loads on its own after the screen shows; until then the field
// shows its content as it will read, so the screen's first load carries none of the editor.
import { lazy, Suspense } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';
import { RichTextContent } from '@/components/rich-text/rich-text-content';
import {
  RICH_TEXT_MIN_HEIGHT,
  RichTextFrame,
  richTextPaddingSx,
  type RichTextFrameProps,
} from '@/components/rich-text/rich-text-frame';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type FormRichTextFieldProps<T extends FieldValues> = Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
};

type LoadingEditorProps = Omit<RichTextFrameProps, 'busy' | 'sx' | 'children'> & { html: string; minHeight?: number };

/** The field while its editor loads: the editor's frame around the content (not yet editable). */
function LoadingEditor({ html, minHeight = RICH_TEXT_MIN_HEIGHT, ...frame }: LoadingEditorProps) {
  return (
    <RichTextFrame {...frame} busy sx={{ ...richTextPaddingSx, minHeight }}>
      <RichTextContent html={html} />
    </RichTextFrame>
  );
}

export function FormRichTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormRichTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Suspense
          fallback={
            <LoadingEditor
              label={props.label}
              html={field.value ?? ''}
              required={props.required}
              minHeight={props.minHeight}
              {...fieldMessage(fieldState, helperText)}
            />
          }
        >
          <RichTextEditor
            {...props}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...fieldMessage(fieldState, helperText)}
          />
        </Suspense>
      )}
    />
  );
}
