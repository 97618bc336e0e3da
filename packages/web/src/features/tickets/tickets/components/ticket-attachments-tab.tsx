// Tab 1: files. A chosen file uploads at once (with a progress bar) and joins the list as a temporary attachment;
// the list is saved with the ticket, so adding or removing only changes the form until Crear / Guardar.
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { AttachmentList } from './attachment-list';
import type { TicketFormValues } from './ticket-form-values';

export function TicketAttachmentsTab({ canEdit }: { canEdit: boolean }) {
  const { control } = useFormContext<TicketFormValues>();
  const attachments = useFieldArray({ control, name: 'attachments', keyName: 'fieldKey' });
  const uploader = useAttachmentUpload((attachment) => attachments.append(attachment));
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <Box>
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            disabled={!!uploader.upload}
            onClick={() => fileInput.current?.click()}
          >
            Agregar archivo
          </Button>
          <Typography variant="body2" color="text.secondary">
            Un archivo a la vez, hasta {uploader.limitMb} MB.
          </Typography>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label="Archivo adjunto"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) uploader.start(file);
            }}
          />
        </Box>
      )}
      {uploader.upload && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Subiendo {uploader.upload.name}… {Math.round(uploader.upload.progress * 100)}%
          </Typography>
          <LinearProgress variant="determinate" value={uploader.upload.progress * 100} aria-label="Progreso de la carga" />
        </Box>
      )}
      <AttachmentList
        attachments={attachments.fields}
        canRemove={canEdit}
        onRemove={(file) => attachments.remove(attachments.fields.findIndex((field) => field.id === file.id))}
      />
    </Box>
  );
}
