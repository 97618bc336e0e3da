// /permissions (permission 17, 'Permisos'): edit the permissions of a role, or the roles of a permission
// (docs/product/access.md#permissions).
// Changing the mode or the selection clears the selection below and reloads the assigned list.
import { useState } from 'react';
import { Autocomplete, Card, CardContent, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { AssignmentOption } from '@tms/contracts';
import { CatalogueHeader } from '@/components/catalogue-kit/components/catalogue-header';
import { useRoles } from '@/lib/lookups/get-roles';
import { useBusinessFunctionOptions } from '@/lib/lookups/get-business-function-options';
import { AssignmentEditor } from '../components/assignment-editor';
import { assignmentTexts, type AssignmentMode } from '../components/assignment-mode';

export function PermissionsPage() {
  const [mode, setMode] = useState<AssignmentMode>('role');
  const [selected, setSelected] = useState<AssignmentOption | null>(null);
  const roles = useRoles();
  const businessFunctions = useBusinessFunctionOptions();

  const roleOptions: AssignmentOption[] = (roles.data ?? []).map((role) => ({
    value: role.id,
    label: role.code,
    isActive: role.isActive,
  }));
  const lockedRoles = new Set((roles.data ?? []).filter((role) => !role.isEditable).map((role) => role.id));
  const functionOptions = businessFunctions.data ?? [];
  const pickable = mode === 'role' ? roleOptions : functionOptions;
  const otherOptions = mode === 'role' ? functionOptions : roleOptions;
  const otherLoading = mode === 'role' ? businessFunctions.isLoading : roles.isLoading;

  const changeMode = (next: AssignmentMode | null) => {
    if (!next || next === mode) return;
    setMode(next);
    setSelected(null);
  };

  return (
    <>
      <CatalogueHeader title="Permisos" level="page" />
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={mode}
              onChange={(_event, next: AssignmentMode | null) => changeMode(next)}
              aria-label="Editar por"
            >
              <ToggleButton value="role">Por rol</ToggleButton>
              <ToggleButton value="businessFunction">Por permiso</ToggleButton>
            </ToggleButtonGroup>
            <Autocomplete<AssignmentOption>
              sx={{ flex: 1, maxWidth: 480 }}
              options={pickable}
              value={selected}
              onChange={(_event, next) => setSelected(next)}
              getOptionLabel={(option) => option.label}
              getOptionKey={(option) => option.value}
              isOptionEqualToValue={(option, value) => option.value === value.value}
              noOptionsText="No hay opciones"
              renderInput={(params) => <TextField {...params} label={assignmentTexts[mode].picker} />}
            />
          </Stack>
          {selected ? (
            <AssignmentEditor
              key={`${mode}-${selected.value}`}
              mode={mode}
              id={selected.value}
              options={otherOptions}
              optionsLoading={otherLoading}
              readOnly={mode === 'role' && lockedRoles.has(selected.value)}
              locked={(option) => mode === 'businessFunction' && lockedRoles.has(option.value)}
            />
          ) : (
            <Typography color="text.secondary">
              Elija un {assignmentTexts[mode].picker.toLowerCase()} para ver sus asignaciones.
            </Typography>
          )}
        </CardContent>
      </Card>
    </>
  );
}
