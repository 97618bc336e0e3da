// A rich-text editor bound to a react-hook-form field holding HTML ('' when empty).
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorProps } from '@/components/rich-text/rich-text-editor';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

type FormRichTextFieldProps<T extends FieldValues> = Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
};

export function FormRichTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormRichTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          {...props}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...fieldMessage(fieldState, helperText)}
        />
      )}
    />
  );
}
