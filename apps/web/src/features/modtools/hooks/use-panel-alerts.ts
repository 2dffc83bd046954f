import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { refusalText } from '../utils/errors';

/**
 * A console panel's alerts under one id, so a newer one replaces the last: what was done, or why the server
 * refused it.
 */
export function usePanelAlerts(id: string) {
  const dispatch = useAppDispatch();
  const announce = (text: string) => dispatch(alertShown(text, { id }));
  const announceRefusal = (failure: unknown) => dispatch(alertShown(refusalText(failure), { id, kind: 'error' }));

  /** Sends one call; says `doneText` when it went through (a move says nothing), the refusal when not. */
  const run = async (call: () => Promise<unknown>, doneText?: string) => {
    try {
      await call();
      if (doneText) announce(doneText);
    } catch (failure) {
      announceRefusal(failure);
    }
  };

  return { announce, announceRefusal, run };
}
