// Category locations: the location-assignment reads and writes over category_locations.
import { categoryLocations } from '../../../db/schema';
import { locationAssignments } from '../location-assignments/location-assignments.repository';

export const categoryLocationsRepository = locationAssignments(categoryLocations, 'categoryId');
