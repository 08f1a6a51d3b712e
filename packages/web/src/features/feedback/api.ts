import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';

/** `POST /api/feedback`: a message to the product's makers. */
export function useSendFeedback() {
  const api = useApi();
  return useMutation({
    mutationFn: (message: string) => api.post<unknown>('/feedback', { message }),
  });
}
