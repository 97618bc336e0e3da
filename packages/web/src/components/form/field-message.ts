// What a bound input shows under itself: the field's validation message, in the error colour, or else its helper text.
import type { ControllerFieldState } from 'react-hook-form';

export const fieldMessage = <H>(fieldState: ControllerFieldState, helperText: H) => ({
  error: !!fieldState.error,
  helperText: fieldState.error?.message ?? helperText,
});
