import { PageMessages } from '@app/contract';
import { StatusPanel } from './status-panel';

/** A signed-in user without the rights to a console page (docs/screens.md §2, Route table: Forbidden with 'Go home'). */
export function ForbiddenScreen() {
  return <StatusPanel code={403} title={PageMessages.forbidden} text={PageMessages.forbiddenText} />;
}
