// Settings items of the company (lookupsettings): code → detail, e.g. FileAttachmentSize in MB; the numeric settings
// (numericSettingLabels) take a whole number above zero.
import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import { numericSettingLabels } from './company-settings.schemas';
import { CODE_MAX, flagDefault } from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

export const settingInput = z
  .object({
    code: requiredText(CODE_MAX),
    detail: optionalText(500).transform((v) => v ?? ''),
    isActive: flagDefault(true),
  })
  .refine((v) => !Object.hasOwn(numericSettingLabels, v.code) || /^[1-9]\d{0,5}$/.test(v.detail), {
    path: ['detail'],
    message: catalogueMessages.positiveInteger,
  });
export type SettingInput = z.input<typeof settingInput>;
export type SettingInputParsed = z.output<typeof settingInput>;

export const setting = z
  .object({ id: z.number(), code: z.string(), detail: z.string(), isActive: z.boolean() })
  .meta({ id: 'Setting' });
export type Setting = z.infer<typeof setting>;
