import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createApiClient, type ApiClient } from '../../contracts/api-client';
import { fetchTransport } from './browser-api';
import { withMissingResourceRedirects } from './missing-resource-api';

/** `browserApi` for widgets that load a page-level resource: a 404 follows the redirect table. */
export function useMissingResourceApi(): ApiClient {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef('');
  current.current = location.pathname + location.search;
  return useMemo(
    () =>
      createApiClient(
        withMissingResourceRedirects(fetchTransport, {
          currentPath: () => current.current,
          replace: (path) => void navigate(path, { replace: true }),
          assign: (url) => window.location.assign(url),
        }),
      ),
    [navigate],
  );
}
