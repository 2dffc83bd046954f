import { ChromeConstants, UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type Alert, alertDismissed, selectAlerts } from './alerts.slice';
import './alert-list.css';

export function AlertList() {
  const alerts = useAppSelector(selectAlerts);
  return (
    <div className="alert-list" aria-live="polite">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </div>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(alertDismissed(alert.id)), alert.durationMs ?? ChromeConstants.alertDurationMs);
    return () => window.clearTimeout(timer);
  }, [alert, dispatch]);

  return (
    <div className={`alert alert--${alert.kind}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
      <span>{alert.text}</span>
      <button type="button" className="alert__dismiss" aria-label={UiMessages.dismissAlert} onClick={() => dispatch(alertDismissed(alert.id))}>
        ×
      </button>
    </div>
  );
}
