// Placeholder until this screen is built: the route, permission and title are final.
export { PendingFeaturePage as CompanyLocationsPage } from '@/features/system/routes/pending-feature-page';
