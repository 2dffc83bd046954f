import { UiMessages } from '@app/contract';
import './screens.css';

export function PageLoading() {
  return (
    <div className="page-loading loading-indicator" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{UiMessages.loading}</span>
    </div>
  );
}
