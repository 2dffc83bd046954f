import { UiMessages } from '@app/contract';
import type { ComponentPropsWithoutRef } from 'react';
import type { HistoryTarget } from './history-target';

type EditedButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'> & { target: HistoryTarget };

/**
 * The 'Edited' marker of a post or comment as a button that opens its edit history. The dialog's code loads on
 * the first press (its own chunk), so the feeds carry only this button. Callers give it the `edited-button` class.
 */
export function EditedButton({ target, children, ...rest }: EditedButtonProps) {
  const handleClick = () => void import('./open-history-dialog').then((dialog) => dialog.showHistoryDialog(target));
  return (
    <button {...rest} type="button" aria-haspopup="dialog" onClick={handleClick}>
      {UiMessages.edited}
      {children}
    </button>
  );
}
