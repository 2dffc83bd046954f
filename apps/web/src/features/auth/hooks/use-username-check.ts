import { AuthMessages } from '@app/contract';
import { useCallback } from 'react';
import { useLazyIsUsernameTakenQuery } from '../username-check.api';

/**
 * Asks the server whether a name is taken. Resolves to the error text, or null when the name is
 * free or the check itself failed (the signup call will catch a clash anyway with 409).
 */
export function useUsernameCheck() {
  const [checkTaken] = useLazyIsUsernameTakenQuery();
  return useCallback(
    async (username: string): Promise<string | null> => {
      const name = username.trim();
      try {
        const isTaken = await checkTaken(name).unwrap();
        return isTaken ? AuthMessages.usernameTaken(name) : null;
      } catch {
        return null;
      }
    },
    [checkTaken],
  );
}
