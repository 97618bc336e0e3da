// What the Buscador sends to POST /api/workitems/search: the filters and the page it wants.
import type { TicketSearchFilter } from '@tms/contracts';
import type { ServerPaging } from '@/components/data-table/use-server-paging';

/** The filters as the API reads them (dates as ISO instants, empty filters as null). */
export interface SearchCriteria {
  startDate: string;
  endDate: string;
  workItemId: number | null;
  categoryId: number | null;
  subCategoryId: number | null;
  locationId: number | null;
  subject: string | null;
  assignedTo: number | null;
  createdBy: number | null;
  statusId: number | null;
  severityId: number | null;
}

export type SearchPaging = ServerPaging<NonNullable<TicketSearchFilter['sortField']>>;
