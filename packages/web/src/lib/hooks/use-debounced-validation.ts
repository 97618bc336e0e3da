// Validates a field only after the user stops typing for `delayMs` (docs/product/conventions.md#validation: form
// validation debounced 300 ms).
// Use with mode 'onSubmit' and reValidateMode 'onSubmit', so nothing else validates while typing.
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export const VALIDATION_DEBOUNCE_MS = 300;

export function useDebouncedValidation<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'trigger'>,
  delayMs = VALIDATION_DEBOUNCE_MS,
) {
  const { watch, trigger } = form;
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      clearTimeout(timers.get(name));
      timers.set(
        name,
        setTimeout(() => void trigger(name), delayMs),
      );
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, [watch, trigger, delayMs]);
}
