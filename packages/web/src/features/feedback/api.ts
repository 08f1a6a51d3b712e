import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';

/**
 * `POST /api/feedback`: a message to the club. Its answer carries the "Thänks!" notification, which the
 * API client shows; a failure is only logged (spec section 8).
 */
export function useSendFeedback() {
  const api = useApi();
  return useMutation({
    mutationFn: (message: string) => api.post<unknown>('/feedback', { message }, { quiet: true }),
    onError: (error) => console.error('feedback was not sent', error),
  });
}
