// 'Entonces…' of a rule: its actions, run in the order listed; each can change type, move up or down or be removed,
// and 'Agregar acción' appends one of the chosen type.
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import {
  Box,
  Button,
  FormHelperText,
  Grid,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  AUTOMATION_MAX_ACTIONS,
  automationActionTypes,
  type AutomationActionType,
  type AutomationInputParsed,
} from '@tms/contracts';
import { actionLabels } from '../lib/automation-labels';
import { blankAction, type AutomationFormValues } from '../lib/automation-form-values';
import { ActionFields } from './action-fields';
import { RuleSection } from './rule-section';

type RuleForm = UseFormReturn<AutomationFormValues, unknown, AutomationInputParsed>;

export function RuleActionsSection({ form }: { form: RuleForm }) {
  const { fields, append, remove, move, update } = useFieldArray({ control: form.control, name: 'actions' });
  const actionsError = form.formState.errors.actions;
  const listError = actionsError?.message ?? actionsError?.root?.message;
  return (
    <RuleSection title="Entonces…" hint="Las acciones se aplican en este orden.">
      {fields.map((action, index) => (
        <Grid size={12} key={action.id}>
          <Paper variant="outlined" component="section" aria-label={`Acción ${index + 1}`} sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  select
                  label={`Acción ${index + 1}`}
                  name={`actions.${index}.type`}
                  value={action.type}
                  onChange={(event) => update(index, blankAction(event.target.value as AutomationActionType))}
                >
                  {automationActionTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {actionLabels[type]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
                <ActionButtons
                  position={index + 1}
                  isFirst={index === 0}
                  isLast={index === fields.length - 1}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                  onRemove={() => remove(index)}
                />
              </Grid>
              <ActionFields control={form.control} index={index} type={action.type} />
            </Grid>
          </Paper>
        </Grid>
      ))}
      <Grid size={12}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Sin acciones todavía.
          </Typography>
        )}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        <AddActionButton disabled={fields.length >= AUTOMATION_MAX_ACTIONS} onAdd={(type) => append(blankAction(type))} />
      </Grid>
    </RuleSection>
  );
}

interface ActionButtonsProps {
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}

function ActionButtons({ position, isFirst, isLast, onUp, onDown, onRemove }: ActionButtonsProps) {
  return (
    <Box>
      <Tooltip title="Subir">
        <span>
          <IconButton aria-label={`Subir acción ${position}`} disabled={isFirst} onClick={onUp}>
            <ArrowUpwardIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Bajar">
        <span>
          <IconButton aria-label={`Bajar acción ${position}`} disabled={isLast} onClick={onDown}>
            <ArrowDownwardIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Quitar">
        <IconButton aria-label={`Quitar acción ${position}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function AddActionButton({ disabled, onAdd }: { disabled: boolean; onAdd: (type: AutomationActionType) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<AddIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: 1 }}
      >
        Agregar acción
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {automationActionTypes.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {actionLabels[type]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
