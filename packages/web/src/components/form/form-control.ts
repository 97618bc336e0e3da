import type { Control, FieldValues } from 'react-hook-form';

/** A form's control whatever its resolver outputs: field components only read and write input values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the output type is irrelevant to a field
export type AnyFormControl<T extends FieldValues> = Control<T, any, any>;
