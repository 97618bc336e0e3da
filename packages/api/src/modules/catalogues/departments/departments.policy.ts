// Departments (docs/product/access.md#permissions): every call, members included, needs the departments screen
// (permission 24); the picker is open to any signed-in user.
import { Permission } from '@tms/contracts';

export const departmentsPolicy = {
  permission: Permission.Departments,
};
