import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { appQueryClient } from './app-query-client.ts';

/**
 * Provides the app's query cache, unless a provider above already does (an outer boundary, or the
 * test providers with their own client). Loaded lazily by QueryBoundary.
 */
export default function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
