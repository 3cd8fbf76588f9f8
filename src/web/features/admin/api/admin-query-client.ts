import { QueryClient } from '@tanstack/react-query';

/**
 * The admin screens' query cache, one per signed-in session, so a new sign-in starts with nothing
 * cached. A failed load shows at once, with its Refresh or Retry button, instead of being retried
 * out of sight; data is fetched again when the admin asks (Refresh Data), not whenever the window
 * regains focus.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
