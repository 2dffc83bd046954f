import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BanUserDialog } from './ban-user-dialog';
import { rootPerTest } from '../../../lib/testing/test-root';

const banUser = vi.fn();
vi.mock('../ban.api', () => ({ useBanUserMutation: () => [banUser, { isLoading: false }] }));

const view = rootPerTest();

function render() {
  const onClose = vi.fn();
  const onBanned = vi.fn();
  view.render(<BanUserDialog user={{ id: 'u2', username: 'Mallory' }} onClose={onClose} onBanned={onBanned} />);
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
  const submit = () => act(async () => void (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  const type = (value: string) => {
    const input = dialog.querySelector('input[type="text"], input:not([type])') as HTMLInputElement;
    // React tracks the value it set; the native setter makes the change visible to onChange.
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    return input;
  };
  return { dialog, onClose, onBanned, submit, type };
}

beforeEach(() => banUser.mockReset());
describe('BanUserDialog', () => {
  it('asks about the content first, then for the username, and refuses a name that does not match', async () => {
    const { dialog, submit, type } = render();
    expect(dialog.querySelector('h2')?.textContent).toBe('Ban @Mallory');
    const checkbox = dialog.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(checkbox?.closest('label')?.textContent).toContain("Also delete all of @Mallory's posts and comments");
    await submit();
    expect(dialog.querySelector('input[type="checkbox"]')).toBeNull();
    expect(dialog.querySelector('label')?.textContent).toBe('Type Mallory to confirm');
    const input = type('mallor');
    await submit();
    expect(banUser).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('Usernames do not match!');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('bans with content deletion when chosen and reports success to the caller', async () => {
    banUser.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    const { dialog, onBanned, submit, type } = render();
    act(() => dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
    await submit();
    type('MALLORY');
    await submit();
    expect(banUser).toHaveBeenCalledWith({ userId: 'u2', username: 'Mallory', ban: true, deleteContent: true });
    expect(onBanned).toHaveBeenCalled();
  });

  it('keeps the choice when going back, and shows a refusal as "Failed to ban user: …"', async () => {
    banUser.mockReturnValue({
      unwrap: () => Promise.reject({ status: 403, code: 'no_ban_admin', message: "Admin can't ban another admin, yo!", isNetworkError: false }),
    });
    const { dialog, onBanned, submit, type } = render();
    await submit();
    act(() => (dialog.querySelector('button[type="button"]:not([aria-label])') as HTMLButtonElement).click());
    expect(dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(false);
    await submit();
    type('mallory');
    await submit();
    expect(banUser).toHaveBeenCalledWith({ userId: 'u2', username: 'Mallory', ban: true, deleteContent: false });
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe("Failed to ban user: Admin can't ban another admin, yo!");
    expect(onBanned).not.toHaveBeenCalled();
  });
});
