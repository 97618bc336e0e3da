// A type-ahead picker whose options come from the server as the user types (users, tickets). Until something is
// typed it says 'Escribe para buscar opciones'; a search without results says 'No hay opciones'
// (docs/product/conventions.md#error-messages).
import { useState, type Ref } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Autocomplete, CircularProgress, TextField, type AutocompleteValue } from '@mui/material';
import { useDebouncedValue } from './use-debounced-value';

export const TYPE_TO_SEARCH_TEXT = 'Escribe para buscar opciones';
export const NO_OPTIONS_TEXT = 'No hay opciones';
const SEARCH_DEBOUNCE_MS = 300;

export interface SearchAutocompleteProps<T, Multiple extends boolean | undefined> {
  label: string;
  value: AutocompleteValue<T, Multiple, false, false>;
  onChange: (value: AutocompleteValue<T, Multiple, false, false>) => void;
  onBlur?: () => void;
  /** The query that answers the options for a (non-empty) search text. */
  optionsQuery: (text: string) => UseQueryOptions<T[], Error, T[], QueryKey>;
  getOptionLabel: (option: T) => string;
  getOptionKey: (option: T) => string | number;
  /** Leaves out options that may not be picked here. */
  excludeOption?: (option: T) => boolean;
  multiple?: Multiple;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
}

export function SearchAutocomplete<T, Multiple extends boolean | undefined = false>({
  label,
  value,
  onChange,
  onBlur,
  optionsQuery,
  getOptionLabel,
  getOptionKey,
  excludeOption,
  multiple,
  readOnly,
  disabled,
  required,
  error,
  helperText,
  inputRef,
  placeholder,
}: SearchAutocompleteProps<T, Multiple>) {
  const [inputValue, setInputValue] = useState('');
  const text = useDebouncedValue(inputValue.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...optionsQuery(text), enabled: text.length > 0 && !readOnly });
  const options = text ? (search.data ?? []).filter((option) => !excludeOption?.(option)) : [];

  return (
    <Autocomplete<T, Multiple, false, false>
      multiple={multiple}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={inputValue}
      onInputChange={(_event, next) => setInputValue(next)}
      options={options}
      // The server already matched the text; filtering again would hide matches by e-mail or id.
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={getOptionLabel}
      getOptionKey={getOptionKey}
      isOptionEqualToValue={(option, selected) => getOptionKey(option) === getOptionKey(selected)}
      loading={search.isFetching}
      loadingText="Buscando…"
      noOptionsText={text ? NO_OPTIONS_TEXT : TYPE_TO_SEARCH_TEXT}
      readOnly={readOnly}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          placeholder={placeholder}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.isFetching && <CircularProgress color="inherit" size={18} aria-label="Buscando" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
