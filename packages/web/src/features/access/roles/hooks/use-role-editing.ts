// Inline editing of the roles table (docs/product/access.md#roles): new rows wait at the top until saved, a row in
// edit mode is saved or cancelled from its actions, and a save runs the checks of that section, then creates or
// updates the role.
import { useCallback, useMemo, useState } from 'react';
import { GridRowModes, type GridRowId, type GridRowModesModel } from '@mui/x-data-grid';
import { messages, type Role } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { checkRoleRow } from './check-role-row';

export type RoleRow = Role & { isNew?: boolean };

let nextDraftId = -1;

export function useRoleEditing(saved: readonly Role[] | undefined) {
  const [drafts, setDrafts] = useState<RoleRow[]>([]);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const create = useCreateRole();
  const update = useUpdateRole();
  const rows = useMemo<RoleRow[]>(() => [...drafts, ...(saved ?? [])], [drafts, saved]);

  const setMode = useCallback(
    (id: GridRowId, mode: GridRowModesModel[GridRowId]) => setRowModesModel((current) => ({ ...current, [id]: mode })),
    [],
  );
  const isEditing = useCallback((id: GridRowId) => rowModesModel[id]?.mode === GridRowModes.Edit, [rowModesModel]);

  const add = useCallback(() => {
    const id = nextDraftId--;
    setDrafts((current) => [
      { id, code: '', detail: '', isActive: true, isEditable: true, requiresTwoFactor: false, isNew: true },
      ...current,
    ]);
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'code' });
  }, [setMode]);
  const edit = useCallback((id: GridRowId) => setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'code' }), [setMode]);
  const save = useCallback((id: GridRowId) => setMode(id, { mode: GridRowModes.View }), [setMode]);
  const cancel = useCallback(
    (id: GridRowId) => {
      setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
      setDrafts((current) => current.filter((draft) => draft.id !== id));
    },
    [setMode],
  );

  /** The grid's processRowUpdate: a refusal keeps the row in edit mode (onProcessRowUpdateError shows why). */
  const processRowUpdate = async (row: RoleRow): Promise<RoleRow> => {
    const input = checkRoleRow(row, rows);
    if (row.isNew) {
      await create.mutateAsync(input);
      setDrafts((current) => current.filter((draft) => draft.id !== row.id));
    } else {
      await update.mutateAsync({ id: row.id, input });
    }
    notify.success(messages.operationSuccess);
    return { ...row, ...input, isNew: false };
  };

  return { rows, rowModesModel, setRowModesModel, isEditing, add, edit, save, cancel, processRowUpdate };
}
