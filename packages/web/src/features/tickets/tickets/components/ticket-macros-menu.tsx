// 'Macros' beside Guardar (docs/product/automations.md): the active macros, for internal users only; the chosen one
// is confirmed, then run on the ticket by the server as the user, all or nothing. It waits while the form holds
// unsaved changes, so the fresh ticket the macro answers never replaces anything typed. The server decides: a
// refusal shows its Spanish reason.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Box, Button, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { EntityType, type AutomationItem } from '@tms/contracts';
import { isApiError } from '@/lib/api/api-error';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { useMacroOptions } from '@/lib/lookups/get-macro-options';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/use-session';
import { useApplyMacro } from '../api/apply-macro';

// Its code loads when a macro is first chosen.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export const MACRO_APPLIED_MESSAGE = 'Macro aplicada';
export const MACRO_ERROR_MESSAGE = 'Error al aplicar la macro';
export const SAVE_BEFORE_MACRO_MESSAGE = 'Guarde los cambios antes de aplicar una macro.';
export const confirmMacroMessage = (code: string) => `¿Aplicar la macro ${code} a este ticket?`;

interface TicketMacrosMenuProps {
  ticketId: number;
  /** The form holds changes not saved yet. */
  dirty: boolean;
}

function MacrosButton({
  dirty,
  open,
  onOpen,
}: {
  dirty: boolean;
  open: boolean;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
}) {
  const button = (
    <Button
      variant="outlined"
      endIcon={<ArrowDropDownIcon />}
      disabled={dirty}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={onOpen}
    >
      Macros
    </Button>
  );
  if (!dirty) return button;
  return (
    <Tooltip title={SAVE_BEFORE_MACRO_MESSAGE}>
      <Box component="span">{button}</Box>
    </Tooltip>
  );
}

function MacrosMenu({ ticketId, dirty, macros }: TicketMacrosMenuProps & { macros: AutomationItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<AutomationItem | null>(null);
  const apply = useApplyMacro();
  const confirmOpened = useOpenedOnce(!!chosen);
  const choose = (macro: AutomationItem) => {
    setAnchor(null);
    setChosen(macro);
  };
  const confirm = (macro: AutomationItem) =>
    apply.mutate(
      { ticketId, ruleId: macro.id },
      {
        onSuccess: () => notify.success(MACRO_APPLIED_MESSAGE),
        onError: (error) => notify.error(isApiError(error) && error.fromServer ? error.message : MACRO_ERROR_MESSAGE),
        onSettled: () => setChosen(null),
      },
    );
  return (
    <>
      <MacrosButton dirty={dirty} open={!!anchor} onOpen={(event) => setAnchor(event.currentTarget)} />
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {macros.map((macro) => (
          <MenuItem key={macro.id} onClick={() => choose(macro)}>
            <ListItemText primary={macro.code} secondary={macro.detail} />
          </MenuItem>
        ))}
      </Menu>
      {confirmOpened && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={!!chosen}
            message={chosen ? confirmMacroMessage(chosen.code) : ''}
            busy={apply.isPending}
            onConfirm={() => chosen && confirm(chosen)}
            onCancel={() => setChosen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function InternalMacros(props: TicketMacrosMenuProps) {
  const macros = useMacroOptions();
  if (!macros.data?.length) return null;
  return <MacrosMenu {...props} macros={macros.data} />;
}

export function TicketMacrosMenu(props: TicketMacrosMenuProps) {
  const user = useSession();
  if (user?.entityTypeId !== EntityType.Internal) return null;
  return <InternalMacros {...props} />;
}
