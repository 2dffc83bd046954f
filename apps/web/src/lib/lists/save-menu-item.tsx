import { UiMessages } from '@app/contract';
import { MenuButton } from '../../components/menu/menu-items';
import type { ListTarget } from './list-cache';

/** "Save to list" in a post card's menu (the menu is for signed-in viewers only); the dialog loads on the first press. */
export function SaveMenuItem({ target }: { target: ListTarget }) {
  return <MenuButton onClick={() => void import('./save-to-list-root').then((dialog) => dialog.showSaveToList(target))}>{UiMessages.saveToList}</MenuButton>;
}
