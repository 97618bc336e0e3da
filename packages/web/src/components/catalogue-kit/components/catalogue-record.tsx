// Waits for the record a detail edits (GET c/{id}): a spinner while it loads, the error with a retry when it fails.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';

interface CatalogueRecordProps<T> {
  query: UseQueryResult<T>;
  children: (record: T) => ReactNode;
}

export function CatalogueRecord<T>({ query, children }: CatalogueRecordProps<T>) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingScreen />;
  return children(query.data);
}
