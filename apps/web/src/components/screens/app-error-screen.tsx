import { UiMessages } from '@app/contract';
import { FullScreenMessage } from './full-screen-message';

export function AppErrorScreen() {
  return <FullScreenMessage title={UiMessages.appErrorTitle} iconPath="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" reloadLabel={UiMessages.appErrorAction} />;
}
