// 'Sucursales' tab of a category or sub-category (docs/product/catalogues.md#categories,
// docs/product/catalogues.md#sub-categories): every branch, checked when it is linked to the record, with its
// responsible user. An unchecked branch shows no responsible and its picker waits until it is checked. Changes stay on
// screen until saved at once (the multiple save).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import SaveIcon from '@mui/icons-material/Save';
import { DataTable } from '@/components/data-table/data-table';
import { selectedIds, selectionOf } from '@/components/data-table/row-selection';
import { useSaveShortcut } from '@/lib/hooks/use-save-shortcut';
import { useInternalUsers, userLabel } from '@/lib/lookups/get-active-users';
import { notifyFailure } from '../lib/notify-failure';
import { useSaving } from '../hooks/use-saving';

const BRANCHES_PAGE_SIZE = 15;

/** A branch as the combined views answer it (categoryLocations/category/{id}/owner/{ownerId} and its sub-category twin). */
export interface LocationAssignmentRow {
  id: number | null;
  companyLocationId: number;
  companyLocation: { id: number; code: string; detail: string };
  ownerId: number | null;
  isActive: boolean;
}

/** What the multiple save takes for one branch, without the parent's id. */
export type LocationAssignmentChange = Pick<LocationAssignmentRow, 'id' | 'companyLocationId' | 'ownerId' | 'isActive'>;

interface LocationResponsiblesTabProps {
  rows: readonly LocationAssignmentRow[] | undefined;
  loading: boolean;
  /** The tab is on screen: Ctrl+S saves it. */
  active: boolean;
  save: (changes: LocationAssignmentChange[]) => Promise<unknown>;
  /** Defaults to the conflict warning or the server's error message. */
  onFailure?: (error: unknown) => void;
  /** Branches that may not be linked yet (a linked one may still be unlinked), and why: told before any editing;
   * when no branch may be linked, the tab shows only that. */
  locked?: { branchIds: ReadonlySet<number>; reason: string };
}

type Edits = ReadonlyMap<number, Pick<LocationAssignmentRow, 'ownerId' | 'isActive'>>;

export function LocationResponsiblesTab({
  rows,
  loading,
  active,
  save,
  onFailure = notifyFailure,
  locked,
}: LocationResponsiblesTabProps) {
  const users = useInternalUsers();
  const [edits, setEdits] = useState<Edits>(new Map());

  const shown = useMemo(() => (rows ?? []).map((row) => ({ ...row, ...edits.get(row.companyLocationId) })), [rows, edits]);
  const isLocked = (row: Pick<LocationAssignmentRow, 'companyLocationId'>) => !!locked?.branchIds.has(row.companyLocationId);
  const edit = (row: LocationAssignmentRow, change: Partial<Pick<LocationAssignmentRow, 'ownerId' | 'isActive'>>) =>
    setEdits((current) =>
      new Map(current).set(row.companyLocationId, { ownerId: row.ownerId, isActive: row.isActive, ...change }),
    );

  const columns = useMemo<GridColDef<LocationAssignmentRow>[]>(
    () => [
      { field: 'branch', headerName: 'Sucursal', flex: 1, minWidth: 180, valueGetter: (_value, row) => row.companyLocation.code },
      {
        field: 'detail',
        headerName: 'Descripción',
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => row.companyLocation.detail,
      },
      {
        field: 'ownerId',
        headerName: 'Responsable',
        flex: 1.4,
        minWidth: 240,
        sortable: false,
        renderCell: ({ row }) => (
          <TextField
            select
            size="small"
            fullWidth
            value={row.isActive && users.data?.some((user) => user.id === row.ownerId) ? String(row.ownerId) : ''}
            disabled={!row.isActive}
            onChange={(event) => edit(row, { ownerId: Number(event.target.value) })}
            slotProps={{ htmlInput: { 'aria-label': `Responsable de ${row.companyLocation.code}` } }}
          >
            {(users.data ?? []).map((user) => (
              <MenuItem key={user.id} value={String(user.id)}>
                {userLabel(user)}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
    ],
    [users.data],
  );

  const saveEdits = async (changes: LocationAssignmentChange[]) => {
    await save(changes);
    setEdits(new Map());
  };
  const { saving, run } = useSaving(saveEdits, { onFailure });
  const submit = () =>
    run(
      shown
        .filter((row) => row.isActive || row.id !== null)
        .map(({ id, companyLocationId, ownerId, isActive }) => ({ id, companyLocationId, ownerId, isActive })),
    );
  useSaveShortcut(() => {
    if (!saving) void submit();
  }, active);

  const allIds = shown.map((row) => row.companyLocationId);
  const lockedNames = shown.filter((row) => isLocked(row)).map((row) => row.companyLocation.code);
  const nothingToLink = !!rows && rows.length > 0 && shown.every((row) => isLocked(row) && !row.isActive);
  if (locked && nothingToLink) {
    return (
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="warning">{locked.reason}</Alert>
      </CardContent>
    );
  }
  return (
    <CardContent sx={{ p: { xs: 2, md: 3 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Marque las sucursales que atiende y elija el responsable de cada una.
      </Typography>
      {locked && lockedNames.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {locked.reason}. Sin responsable en la categoría: {lockedNames.join(', ')}.
        </Alert>
      )}
      <DataTable<LocationAssignmentRow>
        label="Sucursales"
        rows={shown}
        columns={columns}
        loading={loading}
        getRowId={(row) => row.companyLocationId}
        checkboxSelection
        isRowSelectable={({ row }) => !isLocked(row) || row.isActive}
        rowSelectionModel={selectionOf(shown.filter((row) => row.isActive).map((row) => row.companyLocationId))}
        onRowSelectionModelChange={(model) => {
          const linked = new Set(selectedIds(model, allIds));
          shown
            .filter((row) => linked.has(row.companyLocationId) !== row.isActive)
            .forEach((row) => edit(row, { isActive: !row.isActive }));
        }}
        pageSize={BRANCHES_PAGE_SIZE}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" startIcon={<SaveIcon />} loading={saving} onClick={() => void submit()}>
          Guardar sucursales
        </Button>
      </Box>
    </CardContent>
  );
}
