// Task types and the tasks each sub-category requires (docs/product/catalogues.md#task-types-and-tasks).
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredId } from '../common/fields';
import { catalogueRowFields, codeField, detailField, flagDefault, requiredFlag } from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

export const taskTypeInput = z.object({
  code: codeField,
  detail: detailField,
  isActive: requiredFlag(catalogueMessages.required),
});
export type TaskTypeInput = z.input<typeof taskTypeInput>;
export type TaskTypeInputParsed = z.output<typeof taskTypeInput>;

export const taskType = z.object({ ...catalogueRowFields, isActive: z.boolean() }).meta({ id: 'TaskType' });
export type TaskType = z.infer<typeof taskType>;

export const taskInput = z.object({
  subCategoryId: requiredId(),
  taskTypeId: requiredId(),
  isRequired: flagDefault(false),
  isActive: flagDefault(true),
});
export type TaskInput = z.input<typeof taskInput>;
export type TaskInputParsed = z.output<typeof taskInput>;

export const task = z
  .object({
    id: z.number(),
    companyId: z.number(),
    subCategoryId: z.number(),
    subCategoryCode: z.string(),
    taskTypeId: z.number(),
    taskTypeCode: z.string(),
    isRequired: z.boolean(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof task>;

/** POST tasks/savemultiple: the task type's tasks for some sub-categories of one category, all or none. */
export const taskConfigurationInput = z.object({
  taskTypeId: requiredId(),
  categoryId: requiredId(),
  subCategories: z.array(
    z.object({ subCategoryId: requiredId(messages.invalidOption), isRequired: flagDefault(false), isActive: flagDefault(true) }),
    { error: messages.badRequest },
  ),
});
export type TaskConfigurationInput = z.input<typeof taskConfigurationInput>;
export type TaskConfigurationInputParsed = z.output<typeof taskConfigurationInput>;

/** GET tasks/{taskTypeId}/category/{categoryId}: each sub-category, isActive when the task type is linked to it. */
export const taskConfigurationRow = z
  .object({
    taskId: z.number().nullable(),
    taskTypeId: z.number(),
    categoryId: z.number(),
    subCategoryId: z.number(),
    code: z.string(),
    isRequired: z.boolean(),
    isActive: z.boolean(),
  })
  .meta({ id: 'TaskConfigurationRow' });
export type TaskConfigurationRow = z.infer<typeof taskConfigurationRow>;
