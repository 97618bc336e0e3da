// Calendars (docs/product/calendars.md#calendars): every call but the picker needs the calendars screen (permission
// 29). A company keeps exactly one active default once it has a calendar, so the default can be neither unset, switched
// off nor deleted: another calendar is made the default instead. The admin list carries these abilities, so the screen
// reads them.
import { Permission, type Calendar, type CalendarAbilities } from '@tms/contracts';

type CalendarState = Pick<Calendar, 'isActive' | 'isDefault'>;

export const calendarsPolicy = {
  permission: Permission.Calendars,

  canUnsetDefault: (calendar: CalendarState) => !calendar.isDefault,
  /** DELETE deactivates; the default stays active. */
  canDelete: (calendar: CalendarState) => !calendar.isDefault,

  abilities(calendar: CalendarState): CalendarAbilities {
    return {
      canDeactivate: calendar.isActive && this.canDelete(calendar),
      canUnsetDefault: this.canUnsetDefault(calendar),
    };
  },
};
