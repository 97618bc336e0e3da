// Renders a screen piece the way the app does, minus the app shell: a fresh query cache (no retries, so a failed
// call fails at once), banners and a router. Each test gets its own cache, so cached lookups never leak between tests.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotifyProvider } from '@/lib/notify-provider';
import { MemoryRouter } from 'react-router';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** A wrapper giving hooks under test (renderHook) the query cache alone. */
export const withQueryClient =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  queryClient?: QueryClient;
  /** The router's starting address. */
  route?: string;
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { queryClient = createTestQueryClient(), route = '/', ...renderOptions } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </NotifyProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...renderOptions }) };
}
