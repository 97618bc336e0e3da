// The company as each caller sees it: the whole picker item for internal users, id and name for the others.
import type { ExternalEntityItem, PickedExternalEntity } from '@tms/contracts';
import type { AuthUser } from '../../../plugins/current-user';
import { externalEntitiesPolicy } from './external-entities.policy';

export const presentExternalEntity = (actor: AuthUser, row: ExternalEntityItem): PickedExternalEntity =>
  externalEntitiesPolicy.seesEveryCompany(actor) ? row : { id: row.id, code: row.code };
