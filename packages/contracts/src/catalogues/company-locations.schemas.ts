// Branches (company locations) and their postal address (docs/product/catalogues.md#branches; rules in
// docs/product/catalogues.md#validation).
import { z } from 'zod';
import { messages } from '../common/messages';
import { optionalPhone, optionalText, requiredId, requiredText } from '../common/fields';
import { catalogueRowFields, codeField, detailField, flagDefault, optionalId, responsibleFields } from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

/**
 * Mexican RFC: 3 letters (companies) or 4 (people) from A-Z, Ñ and &; the date as YYMMDD; a 3-character
 * homoclave. Case-insensitive; stored upper-case.
 */
export const TAX_ID_PATTERN = /^[A-ZÑ&]{3,4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/iu;
/** Mexican postal code: exactly 5 digits. */
export const ZIP_CODE_PATTERN = /^\d{5}$/;

/** A coordinate in degrees, from a number or numeric text; empty means none. */
const coordinate = (limit: number, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .nullish()
    .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
    .pipe(z.number({ error: message }).min(-limit, message).max(limit, message).nullable());

const optionalEmail = z
  .string({ error: messages.invalidEmail })
  .trim()
  .max(255, messages.maxLength(255))
  .refine((v) => v === '' || z.email().safeParse(v).success, messages.invalidEmail)
  .nullish()
  .transform((v) => v || null);

export const addressInput = z.object({
  address1: requiredText(255),
  address2: optionalText(255),
  zipCode: z
    .string({ error: catalogueMessages.invalidZipCode })
    .trim()
    .refine((v) => v === '' || ZIP_CODE_PATTERN.test(v), catalogueMessages.invalidZipCode)
    .nullish()
    .transform((v) => v || null),
  latitude: coordinate(90, catalogueMessages.invalidLatitude),
  longitude: coordinate(180, catalogueMessages.invalidLongitude),
  businessName: requiredText(255),
  phoneNumber: optionalPhone,
  taxId: z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .regex(TAX_ID_PATTERN, catalogueMessages.invalidTaxId)
    .transform((v) => v.toUpperCase()),
  stateId: requiredId(),
  cityId: requiredId(),
  email: optionalEmail,
});

export const companyLocationInput = z.object({
  code: codeField,
  detail: detailField,
  ownerId: requiredId(),
  isActive: flagDefault(true),
  /**
   * The business calendar ('Horario', docs/product/calendars.md#working-time-and-sla-deadlines) its tickets'
   * deadlines count; none means the default one.
   */
  calendarId: optionalId,
  address: addressInput,
});
export type CompanyLocationInput = z.input<typeof companyLocationInput>;
export type CompanyLocationInputParsed = z.output<typeof companyLocationInput>;

export const address = z
  .object({
    id: z.number(),
    address1: z.string(),
    address2: z.string().nullable(),
    zipCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    businessName: z.string(),
    phoneNumber: z.string().nullable(),
    taxId: z.string(),
    stateId: z.number(),
    stateName: z.string(),
    cityId: z.number(),
    cityName: z.string(),
    email: z.string().nullable(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

export const companyLocation = z
  .object({
    ...catalogueRowFields,
    ...responsibleFields,
    addressId: z.number().nullable(),
    isActive: z.boolean(),
    /** The branch's own calendar (which may have been switched off since: then the default applies); null for none. */
    calendarId: z.number().nullable(),
    calendarCode: z.string().nullable(),
    address: address.nullable(),
  })
  .meta({ id: 'CompanyLocation' });
export type CompanyLocation = z.infer<typeof companyLocation>;
