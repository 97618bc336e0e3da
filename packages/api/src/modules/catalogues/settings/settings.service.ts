// Settings items (lookupsettings): every signed-in user reads them (the app needs FileAttachmentSize); writes need
// the permissions screen (17). A code is unique per company.
import { eq } from 'drizzle-orm';
import { catalogueMessages, type CompanySettings, type Setting, type SettingInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { settings } from '../../../db/schema';
import { found, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { uniqueWrite } from '../../../lib/catalogue-kit/unique-writes';
import { settingsRepository as repository } from './settings.repository';

/** A code is unique per company. */
const uniqueCode = <T>(write: () => Promise<T>) => uniqueWrite(write, { code: catalogueMessages.settingExists });

export function createSettingsService({ db }: AppContext) {
  const ofCompany = (user: AuthUser) => eq(settings.companyId, user.companyId);
  const service: CatalogueService<Setting, Setting, SettingInputParsed> = {
    list: (user) => repository.list(db, ofCompany(user)),
    all: (user) => repository.active(db, ofCompany(user)),
    get: (id) => repository.get(db, id),
    async create(input, user) {
      const id = await uniqueCode(() => repository.insert(db, input, user.companyId, user.id));
      return found(await repository.get(db, id));
    },
    async update(id, input, user) {
      if (!(await uniqueCode(() => repository.update(db, id, input, user.id)))) throw notFound();
      return found(await repository.get(db, id));
    },
    remove: (id) => repository.hardDelete(db, id),
  };
  return {
    ...service,
    /** GET company-settings: the company's name and logo with its active settings items. */
    async companySettings(user: AuthUser): Promise<CompanySettings> {
      const company = found(await repository.company(db, user.companyId));
      const items = await repository.active(db, ofCompany(user));
      return {
        companyId: user.companyId,
        name: company.code,
        logo: company.logo,
        items: items.map(({ id, code, detail }) => ({ id, code, detail })),
      };
    },
  };
}
