// The sign-in screen as the OpenID provider sends the browser back to it (docs/product/access.md#single-sign-on):
// `?sso=<ticket>` is traded once for the session (or the second step's challenge), `?sso_error=<reason>` becomes the
// Spanish reason; either is taken out of the address at once, so a reload or the back button never replays it.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages, singleSignOnFailures, singleSignOnMessages, type Session, type SingleSignOnFailure } from '@tms/contracts';
import { isApiError } from '@/lib/api/api-error';
import { useCompleteSingleSignOn } from '../api/single-sign-on';
import { isChallenge } from '../components/sign-in-form';

const isFailure = (reason: string | null): reason is SingleSignOnFailure =>
  singleSignOnFailures.includes(reason as SingleSignOnFailure);

export function useSingleSignOnReturn(onSignedIn: (session: Session) => void) {
  const [params, setParams] = useSearchParams();
  const [ticket] = useState(() => params.get('sso'));
  const [error, setError] = useState(() => {
    const reason = params.get('sso_error');
    return isFailure(reason) ? singleSignOnMessages[reason] : null;
  });
  const [challenge, setChallenge] = useState<string | null>(null);
  const complete = useCompleteSingleSignOn();
  const started = useRef(false);

  useEffect(() => {
    if (params.has('sso') || params.has('sso_error')) setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!ticket || started.current) return;
    started.current = true;
    complete.mutate(ticket, {
      onSuccess: (answer) => (isChallenge(answer) ? setChallenge(answer.challengeToken) : onSignedIn(answer)),
      onError: (failure) => setError(isApiError(failure) && failure.fromServer ? failure.message : messages.unexpected),
    });
  }, [ticket, complete, onSignedIn]);

  return { completing: !!ticket && (complete.isIdle || complete.isPending), challenge, error };
}
