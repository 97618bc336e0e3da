// 'Exportar' with a choice of CSV or Excel. The rows are asked for only when a format is chosen (a screen may
// fetch every match then), and a failure is told to the user.
import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GridOnIcon from '@mui/icons-material/GridOn';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import type { ExportColumn, ExportFormat } from './export-column';
import { exportRows } from './export-rows';

interface ExportButtonProps<R> {
  /**
   * File name without extension ('Tickets buscador', docs/product/finding.md#buscador; 'Tickets asignados',
   * docs/product/finding.md#assigned-report).
   */
  fileName: string;
  columns: readonly ExportColumn<R>[];
  loadRows: () => Promise<readonly R[]> | readonly R[];
  disabled?: boolean;
}

const MENU_ID = 'export-menu';
export const EXPORT_ERROR = 'No se pudo generar el archivo, intente de nuevo.';

export function ExportButton<R>({ fileName, columns, loadRows, disabled = false }: ExportButtonProps<R>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await exportRows(format, fileName, await loadRows(), columns);
    } catch (error) {
      console.error('Export failed', error);
      notify.error(errorMessage(error, EXPORT_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        loading={busy}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Exportar
      </Button>
      <Menu id={MENU_ID} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>
          <ListItemIcon>
            <DescriptionOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>CSV</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>
          <ListItemIcon>
            <GridOnIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Excel (.xlsx)</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
