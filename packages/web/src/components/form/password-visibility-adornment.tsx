// The eye button at the end of a password field that shows or hides what was typed.
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

export function PasswordVisibilityAdornment({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'} onClick={onToggle} edge="end" size="small">
        {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}
