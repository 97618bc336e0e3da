// Settings items (lookupsettings): read by every signed-in user of the company, written with permission 17. A code
// is unique per company.
import { catalogueMessages, type CompanySettings, type Setting, type SettingInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createCatalogueService, stampedWrites, hardDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { settingsPolicy as policy } from './settings.policy';
import { settingsRepository as repository } from './settings.repository';

export function createSettingsService({ db }: AppContext) {
  const service = createCatalogueService<Setting, Setting, Setting, SettingInputParsed>({
    entity: 'settings',
    db,
    store: repository,
    listScope: policy.ofCompany,
    pickable: policy.ofCompany,
    ...stampedWrites(repository),
    unique: { code: catalogueMessages.settingExists },
    remove: hardDeletion(repository),
  });
  return {
    ...service,
    /** GET company-settings: the company's name and logo with its active settings items. */
    async companySettings(user: AuthUser): Promise<CompanySettings> {
      const company = found(await repository.company(db, user.companyId));
      const items = await repository.active(db, policy.ofCompany(user));
      return {
        companyId: user.companyId,
        name: company.code,
        logo: company.logo,
        items: items.map(({ id, code, detail }) => ({ id, code, detail })),
      };
    },
  };
}
