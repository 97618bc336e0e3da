// Cache keys of the indicators screen: the figures of each range and filters, and the weekly mail's subscription.
export interface IndicatorsRequest {
  /** Days 'YYYY-MM-DD', both included. */
  start: string;
  end: string;
  companyLocationId?: number;
  categoryId?: number;
  subCategoryId?: number;
  assignedTo?: number;
}

export const indicatorsQueryKeys = {
  figures: (request: IndicatorsRequest) => ['indicators', request] as const,
  subscription: ['indicators', 'subscription'] as const,
};
