// Tab 1: files. A chosen file uploads at once (with a progress bar) and joins the list as a temporary attachment;
// the list is saved with the ticket, so adding or removing only changes the form until Crear / Guardar. The
// sub-category's attachment rules (extensions, sizes, naming) are listed here and a file matching none is refused
// when chosen.
import { useId, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Alert, Box, Button, LinearProgress, List, ListItem, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useAttachmentRules } from '../api/get-attachment-rules';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { AttachmentList } from './attachment-list';
import { acceptedExtensions, describeRule, type AttachmentRule } from './attachment-rules';
import { useTicketFormContext } from './ticket-form-context';

function AllowedFiles({ rules, limitMb }: { rules: AttachmentRule[]; limitMb: number }) {
  const titleId = useId();
  if (rules.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Un archivo a la vez, hasta {limitMb} MB.
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={titleId}>
        Un archivo a la vez, hasta {limitMb} MB. Esta subcategoría acepta:
      </Typography>
      <List dense disablePadding aria-labelledby={titleId} sx={{ listStyle: 'disc', pl: 3 }}>
        {rules.map((rule) => (
          <ListItem key={describeRule(rule)} disablePadding sx={{ display: 'list-item' }}>
            <Typography variant="body2">{describeRule(rule)}</Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function TicketAttachmentsTab({ canEdit }: { canEdit: boolean }) {
  const { control } = useTicketFormContext();
  const attachments = useFieldArray({ control, name: 'attachments', keyName: 'fieldKey' });
  const subCategoryId = useWatch({ control, name: 'subCategoryId' });
  const rules = useAttachmentRules(subCategoryId);
  const uploader = useAttachmentUpload(rules, (attachment) => attachments.append(attachment));
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
          <AllowedFiles rules={rules} limitMb={uploader.limitMb} />
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={acceptedExtensions(rules)}
            aria-label="Archivo adjunto"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) uploader.start(file);
            }}
          />
        </Box>
      )}
      {uploader.refusal && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {uploader.refusal}
        </Alert>
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
