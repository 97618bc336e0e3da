// 'Iniciar sesión con {OIDC_BUTTON_LABEL}' (docs/product/access.md#single-sign-on): shown only when an OpenID provider
// is configured; a plain link, since the provider's page replaces the app.
import { Button, Divider } from '@mui/material';
import { SINGLE_SIGN_ON_START, useSignInMethods } from '../api/single-sign-on';

export function SingleSignOnButton() {
  const { data } = useSignInMethods();
  if (!data?.singleSignOn) return null;
  return (
    <>
      <Divider>o</Divider>
      <Button variant="outlined" size="large" href={SINGLE_SIGN_ON_START}>
        Iniciar sesión con {data.singleSignOn.label}
      </Button>
    </>
  );
}
