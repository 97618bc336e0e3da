// A rich-text editor bound to a react-hook-form field holding HTML ('' when empty). The editor (TipTap and
// ProseMirror, the largest piece of the ticket screen) loads on its own after the screen shows; until then the field
// shows its content as it will read, so the screen's first load carries none of the editor.
import { lazy, Suspense } from 'react';
import { Box, FormHelperText, InputLabel } from '@mui/material';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';
import { RichTextContent } from '@/components/rich-text/rich-text-content';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type FormRichTextFieldProps<T extends FieldValues> = Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
};

interface LoadingEditorProps {
  label: string;
  html: string;
  required?: boolean;
  minHeight?: number;
  error?: boolean;
  helperText?: string;
}

/** The field while its editor loads: the label, the content (not yet editable) and the field's message. */
function LoadingEditor({ label, html, required, minHeight = 160, error = false, helperText }: LoadingEditorProps) {
  return (
    <Box aria-busy="true">
      <InputLabel required={required} error={error} shrink sx={{ mb: 0.5 }}>
        {label}
      </InputLabel>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, py: 1, minHeight }}>
        <RichTextContent html={html} />
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
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
