import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { inNextTask } from './next-task';

let client: QueryClient | undefined;

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * One query cache for every widget on the page, made on first use. Widgets that change data (the
 * newsletter form now; cart, account and staff panels next) load late, so TanStack Query ships in
 * their chunks and never in a page's first JavaScript (ADR 0012). Nothing is retried unless the
 * call asks for it: the spec names its retries per call.
 */
export function widgetQueryClient(): QueryClient {
  if (!client) {
    // TanStack Query tells components about a finished request from a 0 ms timer; in the
    // browser it uses the next task instead, as React's scheduler does (src/web/client/next-task.ts):
    // a button would otherwise stay 'Sending…' while timers are held.
    notifyManager.setScheduler(inNextTask);
    client = newQueryClient();
  }
  return client;
}

/** Wrap a lazily loaded widget in this to give it the shared cache. */
export function WidgetQueryProvider({ children }: { children: ReactNode }) {
  // On the server one process renders every visitor's pages: a cache shared between renders would
  // hand one shopper's account data to the next, so each server render gets its own.
  const [queryClient] = useState(() => (typeof window === 'undefined' ? newQueryClient() : widgetQueryClient()));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
