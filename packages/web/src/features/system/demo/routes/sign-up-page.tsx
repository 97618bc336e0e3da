// /sign-up: template demo (not product behaviour). It only waits 1.5 s and goes to /sign-in.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

const DEMO_DELAY_MS = 1500;

export function SignUpPage() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  useDocumentTitle('Registro');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setTimeout(() => void navigate('/sign-in'), DEMO_DELAY_MS);
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit}>
      <div>
        <Typography variant="h4" component="h1">
          Crear cuenta
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          ¿Ya tiene una cuenta?{' '}
          <Link component={RouterLink} to="/sign-in">
            Iniciar sesión
          </Link>
        </Typography>
      </div>
      <TextField label="Nombre" name="firstName" required />
      <TextField label="Apellido" name="lastName" required />
      <TextField label="Correo electrónico" name="email" type="email" required />
      <TextField label="Contraseña" name="password" type="password" required />
      <FormControlLabel
        control={<Checkbox checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} />}
        label="He leído los términos y condiciones"
      />
      <Button type="submit" variant="contained" size="large" disabled={!acceptedTerms} loading={sending}>
        Registrarse ahora
      </Button>
    </Stack>
  );
}
