import { UiMessages } from '@app/contract';
import type { ComponentPropsWithoutRef } from 'react';
import type { HistoryTarget } from './history-target';

type EditedButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'> & { target: HistoryTarget };

/**
 * The 'Edited' marker of a post or comment as a button that opens its edit history. The dialog's code loads on
 * the first press (its own chunk), so the feeds carry only this button.
 */
export function EditedButton({ target, className, children, ...rest }: EditedButtonProps) {
  const handleClick = () => void import('./open-history-dialog').then(({ showHistoryDialog }) => showHistoryDialog(target));
  return (
    <button {...rest} type="button" className={className ? `edited-button ${className}` : 'edited-button'} aria-haspopup="dialog" onClick={handleClick}>
      {UiMessages.edited}
      {children}
    </button>
  );
}
