// The assigned and unassigned tables of the selected role or permission. The assigned list is read again on every
// selection (the screen keys this editor by mode and id, which also clears any unsaved moves); moves stay local
// until 'Guardar' sends the whole assigned list ('Permisos guardados').
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Stack } from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircleOutlined';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { catalogueMessages, type AssignmentOption } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { useSaveShortcut } from '@/lib/hooks/use-save-shortcut';
import { notify } from '@/lib/notify';
import { businessFunctionRolesQueryOptions } from '../api/get-business-function-roles';
import { roleBusinessFunctionsQueryOptions } from '../api/get-role-business-functions';
import { useSaveAssignments } from '../api/save-assignments';
import { assignmentTexts, type AssignmentMode } from './assignment-mode';
import { AssignmentTable } from './assignment-table';

interface AssignmentEditorProps {
  mode: AssignmentMode;
  id: number;
  /** Every active item of the other side (permissions in role mode, roles in permission mode). */
  options: readonly AssignmentOption[];
  optionsLoading: boolean;
  /** The selected role may not be changed (docs/product/access.md#roles: 'El rol no es editable.'). */
  readOnly: boolean;
  /** Items that may not move (roles marked not editable, in permission mode). */
  locked: (option: AssignmentOption) => boolean;
}

const activeOnly = (items: readonly AssignmentOption[]) => items.filter((item) => item.isActive);

export function AssignmentEditor({ mode, id, options, optionsLoading, readOnly, locked }: AssignmentEditorProps) {
  const assigned = useQuery(mode === 'role' ? roleBusinessFunctionsQueryOptions(id) : businessFunctionRolesQueryOptions(id));
  const [moved, setMoved] = useState<number[] | null>(null);
  const save = useSaveAssignments();
  const texts = assignmentTexts[mode];

  const assignedIds = moved ?? (assigned.data ?? []).map((item) => item.value);
  const isAssigned = (option: AssignmentOption) => assignedIds.includes(option.value);
  const known = new Map([...options, ...(assigned.data ?? [])].map((option) => [option.value, option]));
  const assignedRows = activeOnly(assignedIds.flatMap((value) => known.get(value) ?? []));
  const unassignedRows = activeOnly(options.filter((option) => !isAssigned(option)));

  const submit = () =>
    save.mutate(
      { id, assignedIds, type: mode },
      {
        onSuccess: () => {
          setMoved(null);
          notify.success(catalogueMessages.permissionsSaved);
        },
        onError: notifyFailure,
      },
    );
  useSaveShortcut(() => {
    if (!save.isPending && !readOnly) submit();
  });

  if (assigned.isError) return <LoadError error={assigned.error} onRetry={() => void assigned.refetch()} />;
  const loading = assigned.isFetching || optionsLoading;
  return (
    <>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {catalogueMessages.roleNotEditable}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <AssignmentTable
          title={texts.assigned}
          rows={assignedRows}
          loading={loading}
          actionLabel={(row) => `Quitar ${row.label}`}
          ActionIcon={RemoveCircleIcon}
          actionColor="error"
          locked={(row) => readOnly || locked(row)}
          onAction={(row) => setMoved(assignedIds.filter((value) => value !== row.value))}
        />
        <AssignmentTable
          title={texts.unassigned}
          rows={unassignedRows}
          loading={loading}
          actionLabel={(row) => `Asignar ${row.label}`}
          ActionIcon={AddCircleIcon}
          actionColor="primary"
          locked={(row) => readOnly || locked(row)}
          onAction={(row) => setMoved([...assignedIds, row.value])}
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          loading={save.isPending}
          disabled={readOnly || loading}
          onClick={submit}
        >
          Guardar
        </Button>
      </Box>
    </>
  );
}
