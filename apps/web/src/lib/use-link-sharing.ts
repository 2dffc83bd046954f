import { useAppDispatch } from '../app/hooks';
import { alertShown } from '../components/alerts/alerts.slice';
import { copyLink } from './share-link';

/** A share menu's two ways out for one link: Copy (its outcome said in an alert) and the system share sheet. */
export function useLinkSharing(url: string, title: string) {
  const dispatch = useAppDispatch();
  const handleCopy = async () => {
    const result = await copyLink(url);
    dispatch(alertShown(result.message, { id: 'copy-link', kind: result.ok ? 'info' : 'error' }));
  };
  const handleShare = () => {
    // A dismissed share sheet rejects; that is the user's choice, not an error to report.
    navigator.share({ title, url }).catch(() => undefined);
  };
  return { handleCopy, handleShare };
}
