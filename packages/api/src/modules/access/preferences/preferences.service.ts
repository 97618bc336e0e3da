// The own preferences: e-mail notifications on or off; in-app notifications are always kept.
import type { AppContext } from '../../../context';
import { found } from '../../../lib/errors';
import { preferencesRepository as repository, type Preferences } from './preferences.repository';

export function createPreferencesService({ db }: AppContext) {
  return {
    get: async (userId: number): Promise<Preferences> => found(await repository.get(db, userId)),
    async save(userId: number, preferences: Preferences): Promise<Preferences> {
      await repository.save(db, userId, preferences);
      return preferences;
    },
  };
}
