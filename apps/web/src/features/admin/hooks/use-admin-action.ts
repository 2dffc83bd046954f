import { AdminMessages } from '@app/contract';
import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { isApiError } from '../../../lib/api-error';

/** The alert for a refused admin call: the server's reason (403, 409, 400 ...), with the client's own texts where it has them. */
export function adminFailureText(error: unknown): string {
  if (!isApiError(error)) return AdminMessages.genericFailure;
  if (error.code === 'already_denied') return AdminMessages.alreadyDenied;
  return error.message;
}

/**
 * Runs a dashboard mutation and says how it went in the shared alerts: the success text, or the server's
 * reason. These mutations are listed as handling their own errors (failed-call-listener.ts), so nothing
 * is announced twice and the page stays as it was (optimistic changes roll back in the api slice).
 */
export function useAdminAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(call: { unwrap: () => Promise<T> }, success: string | ((result: T) => string)): Promise<T | null> => {
      try {
        const result = await call.unwrap();
        dispatch(alertShown(typeof success === 'string' ? success : success(result)));
        return result;
      } catch (error) {
        dispatch(alertShown(adminFailureText(error), { kind: 'error', id: 'admin-failure' }));
        return null;
      }
    },
    [dispatch],
  );
}
