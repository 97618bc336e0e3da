// A user picker (type-ahead over GET users/search) bound to a react-hook-form field holding one user or a list.
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { SearchAutocomplete } from '@/components/search-autocomplete/search-autocomplete';
import { userOptionLabel, userSearchQueryOptions, type UserOption } from '@/components/user-search/search-users';
import type { AnyFormControl } from './form-control';
import { fieldMessage } from './field-message';

interface FormUserAutocompleteProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
  /** The field holds a list of users instead of one. */
  multiple?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
  /** Runs after the user changed the selection. */
  onValueChange?: () => void;
}

export function FormUserAutocomplete<T extends FieldValues>({
  control,
  name,
  label,
  multiple = false,
  readOnly,
  disabled,
  required,
  helperText,
  onValueChange,
}: FormUserAutocompleteProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SearchAutocomplete<UserOption, boolean>
          label={label}
          multiple={multiple}
          value={field.value ?? (multiple ? [] : null)}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          optionsQuery={userSearchQueryOptions}
          getOptionLabel={userOptionLabel}
          getOptionKey={(user) => user.id}
          readOnly={readOnly}
          disabled={disabled}
          required={required}
          {...fieldMessage(fieldState, helperText)}
        />
      )}
    />
  );
}
