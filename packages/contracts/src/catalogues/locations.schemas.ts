// Responsible users per branch of a category or a sub-category (docs/product/catalogues.md#categories,
// docs/product/catalogues.md#sub-categories).
// The form's embedded companyLocation object is not part of the input: unknown keys are dropped.
import { z } from 'zod';
import { requiredId } from '../common/fields';
import { flagDefault, optionalId } from './catalogue-fields';

const assignmentInput = {
  /** Present when the row exists; ignored by POST c and PUT c/{id}, used by the multiple saves to match rows. */
  id: optionalId,
  companyLocationId: requiredId(),
  ownerId: optionalId,
  isActive: flagDefault(true),
};

const assignment = {
  /** Null in the combined views for a branch not linked yet. */
  id: z.number().nullable(),
  companyLocationId: z.number(),
  companyLocation: z.object({ id: z.number(), code: z.string(), detail: z.string() }),
  ownerId: z.number().nullable(),
  ownerName: z.string(),
  isActive: z.boolean(),
};

export const categoryLocationInput = z.object({ categoryId: requiredId(), ...assignmentInput });
export type CategoryLocationInput = z.input<typeof categoryLocationInput>;
export type CategoryLocationInputParsed = z.output<typeof categoryLocationInput>;
export const categoryLocationList = z.array(categoryLocationInput);

export const categoryLocation = z.object({ categoryId: z.number(), ...assignment }).meta({ id: 'CategoryLocation' });
export type CategoryLocation = z.infer<typeof categoryLocation>;

export const subCategoryLocationInput = z.object({ subCategoryId: requiredId(), ...assignmentInput });
export type SubCategoryLocationInput = z.input<typeof subCategoryLocationInput>;
export type SubCategoryLocationInputParsed = z.output<typeof subCategoryLocationInput>;
export const subCategoryLocationList = z.array(subCategoryLocationInput);

export const subCategoryLocation = z.object({ subCategoryId: z.number(), ...assignment }).meta({ id: 'SubCategoryLocation' });
export type SubCategoryLocation = z.infer<typeof subCategoryLocation>;
