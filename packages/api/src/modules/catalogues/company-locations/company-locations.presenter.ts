// A branch as the API shows it: the joined address columns nested as `address`, coordinates as numbers.
import type { CompanyLocation } from '@tms/contracts';
import type { CompanyLocationRow } from './company-locations.repository';

const coordinate = (value: string | null) => (value === null ? null : Number(value));

export const presentCompanyLocation = (row: CompanyLocationRow): CompanyLocation => ({
  id: row.id,
  companyId: row.companyId,
  code: row.code,
  detail: row.detail,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  addressId: row.addressId,
  isActive: row.isActive,
  calendarId: row.calendarId,
  calendarCode: row.calendarCode,
  address:
    row.addressId === null || row.address1 === null
      ? null
      : {
          id: row.addressId,
          address1: row.address1,
          address2: row.address2,
          zipCode: row.zipCode,
          latitude: coordinate(row.latitude),
          longitude: coordinate(row.longitude),
          businessName: row.businessName!,
          phoneNumber: row.phoneNumber,
          taxId: row.taxId!,
          stateId: row.stateId!,
          stateName: row.stateName ?? '',
          cityId: row.cityId!,
          cityName: row.cityName ?? '',
          email: row.email,
        },
});
