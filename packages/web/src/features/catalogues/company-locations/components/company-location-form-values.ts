// The branch form's values: the contracts' companyLocationInput with its nested address; coordinates are edited as
// text and empty optional fields as ''.
import type { CompanyLocation, CompanyLocationInput } from '@tms/contracts';

const addressFields = [
  'address1',
  'address2',
  'zipCode',
  'latitude',
  'longitude',
  'businessName',
  'phoneNumber',
  'taxId',
  'stateId',
  'cityId',
  'email',
] as const;

/** Fields the server may refuse by name ('address.cityId' for the address). */
export const companyLocationFields = [
  'code',
  'detail',
  'ownerId',
  'calendarId',
  'isActive',
  ...addressFields.map((field) => `address.${field}`),
];

export function companyLocationFormValues(location?: CompanyLocation): CompanyLocationInput {
  const address = location?.address;
  return {
    code: location?.code ?? '',
    detail: location?.detail ?? '',
    ownerId: location?.ownerId ?? null,
    calendarId: location?.calendarId ?? null,
    isActive: location?.isActive ?? true,
    address: {
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      zipCode: address?.zipCode ?? '',
      latitude: address?.latitude?.toString() ?? '',
      longitude: address?.longitude?.toString() ?? '',
      businessName: address?.businessName ?? '',
      phoneNumber: address?.phoneNumber ?? '',
      taxId: address?.taxId ?? '',
      stateId: address?.stateId ?? null,
      cityId: address?.cityId ?? null,
      email: address?.email ?? '',
    },
  };
}
