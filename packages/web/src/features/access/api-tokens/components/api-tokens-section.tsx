// 'Tokens de API' of the profile (docs/product/api-tokens.md#profile): creating a token for an integration (shown once),
// the list of the user's tokens (everyone's for an administrator of users) and their revocation.
import { useState } from 'react';
import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import type { ApiToken, CreatedApiToken } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { useSignedInUser } from '@/lib/session/use-session';
import { useApiTokens } from '../api/get-api-tokens';
import { ApiTokensTable } from './api-tokens-table';
import { CreateApiTokenForm } from './create-api-token-form';
import { CreatedApiTokenDialog } from './created-api-token-dialog';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

export function ApiTokensSection() {
  const user = useSignedInUser();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <Card component="section" aria-labelledby="api-tokens-title" sx={{ mt: 3 }}>
      <CardHeader
        id="api-tokens-title"
        title="Tokens de API"
        subheader="Para integraciones: cada token llama al API con sus permisos de usuario y no abre la aplicación."
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack spacing={3}>
          <CreateApiTokenForm onCreated={setCreated} />
          {tokens.isError ? (
            <LoadError error={tokens.error} onRetry={() => void tokens.refetch()} />
          ) : (
            <ApiTokensTable tokens={tokens.data ?? []} userId={user.id} onRevoke={setRevoking} />
          )}
        </Stack>
      </CardContent>
      <CreatedApiTokenDialog token={created} onClose={() => setCreated(null)} />
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
