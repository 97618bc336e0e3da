// A password field with a button to show or hide what was typed.
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export function FormPasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                onClick={() => setVisible((value) => !value)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
