import { UiMessages } from '@app/contract';
import { StatusPanel } from '../../components/screens/status-panel';

export function NotFoundRoute() {
  return <StatusPanel code={404} title={UiMessages.notFound} />;
}
