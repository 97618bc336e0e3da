// One QueryClient for the app. Failed reads show the catalogue message as an error banner (queries may opt out
// with meta.silentError); client errors are not retried, since asking again gives the same answer.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';
import { errorMessage } from './api/error-messages';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silentError?: boolean };
  }
}

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silentError) return;
        notify.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
