// Branches (docs/product/access.md#permissions): the admin calls and the edit-validity check need the branches screen
// (permission 7); the picker is open to any signed-in user.
import { Permission } from '@tms/contracts';

export const companyLocationsPolicy = {
  permission: Permission.CompanyLocations,
};
