// /sign-out: reached once the user chose 'Cerrar sesión' and no screen held them back; ends the session once.
import { useEffect, useRef } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useEndSession } from '@/lib/session/use-sign-out';

export function SignOutPage() {
  const endSession = useEndSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void endSession();
  }, [endSession]);
  return <LoadingScreen />;
}
