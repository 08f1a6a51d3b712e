import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetKeptDay } from '../../features/myDay/keptDay';
import { queryKeys } from '../queryKeys';

/**
 * Starts the app afresh once the session speaks for another club (the club switcher, an accepted invitation): no
 * answer of the club before stays in the cache, the start's call (`GET /api/session`) is made again, and the app
 * opens at its home. Meanwhile the session is `loading`, so the page of the club before goes at once and the
 * socket is made again for the new club.
 */
export function useRestartSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // the light day and the pages kept on this browser were the other club's
    void forgetKeptDay();
    // the start alone is asked again: its answer fills the user, the club and the member (the setup status and the
    // user too, so no call of theirs goes out meanwhile), and the pages ask for their own once they are shown
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    const restarted = queryClient.resetQueries({ queryKey: queryKeys.session, exact: true });
    await navigate('/', { replace: true });
    await restarted;
  }, [navigate, queryClient]);
}
