// The ticket's files: name (a download link), size, date and whether it is still unsaved; removable until saved.
import { IconButton, Link, List, ListItem, ListItemIcon, ListItemText, Chip, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import type { Attachment } from '@tms/contracts';
import { EmptyState } from '@/components/empty-state';
import { formatDate } from '@/lib/dates';
import { formatFileSize } from './format-file-size';

interface AttachmentListProps {
  attachments: Attachment[];
  canRemove: boolean;
  onRemove: (attachment: Attachment) => void;
}

export function AttachmentList({ attachments, canRemove, onRemove }: AttachmentListProps) {
  if (attachments.length === 0) return <EmptyState text="Sin archivos adjuntos" />;
  return (
    <List aria-label="Archivos adjuntos">
      {attachments.map((file) => (
        <ListItem
          key={file.id}
          divider
          secondaryAction={
            canRemove && (
              <Tooltip title="Quitar">
                <IconButton edge="end" aria-label={`Quitar ${file.name}`} onClick={() => onRemove(file)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )
          }
        >
          <ListItemIcon>
            <InsertDriveFileIcon />
          </ListItemIcon>
          <ListItemText
            primary={
              <>
                <Link href={file.url} download={file.name} underline="hover">
                  {file.name}
                </Link>
                {file.isTemp && <Chip label="Sin guardar" size="small" color="warning" variant="outlined" sx={{ ml: 1 }} />}
              </>
            }
            secondary={`${formatFileSize(file.size)} · ${formatDate(file.createdDate)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
