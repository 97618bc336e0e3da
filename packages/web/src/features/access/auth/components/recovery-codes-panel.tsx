// The ten recovery codes, shown once when the second step is turned on (docs/product/access.md#two-step-sign-in):
// 'Descargar' saves them as a text file; 'Listo' puts them away for good.
import { Alert, Box, Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadBlob } from '@/components/export/download-blob';
import { PRODUCT_NAME } from '@/lib/product';
import { useSignedInUser } from '@/lib/session/use-session';

export const RECOVERY_CODES_FILE = 'codigos-de-recuperacion.txt';

/** The text file: what the codes are for, whose they are, and the codes, one a line. */
export const recoveryCodesText = (userName: string, codes: readonly string[]) =>
  [
    `${PRODUCT_NAME}: códigos de recuperación de la verificación en dos pasos`,
    `Usuario: ${userName}`,
    'Cada código sirve una sola vez para iniciar sesión sin la aplicación de autenticación.',
    '',
    ...codes,
    '',
  ].join('\n');

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { userName } = useSignedInUser();
  const download = () =>
    downloadBlob(new Blob([recoveryCodesText(userName, codes)], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE);

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Guarde estos códigos de recuperación en un lugar seguro: cada uno sirve una sola vez para iniciar sesión sin la
        aplicación, y no se volverán a mostrar.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{ columns: 2, m: 0, pl: 3, fontFamily: 'monospace', fontSize: '1rem', lineHeight: 2 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          Descargar
        </Button>
        <Button variant="contained" onClick={onDone}>
          Listo
        </Button>
      </Stack>
    </Stack>
  );
}
