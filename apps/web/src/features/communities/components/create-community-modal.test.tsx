import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateCommunityModal } from './create-community-modal';

const navigate = vi.fn();
const createCommunity = vi.fn();
vi.mock('react-router', () => ({ useNavigate: () => navigate }));
vi.mock('../../../lib/create-community.api', () => ({ useCreateCommunityMutation: () => [createCommunity, { isLoading: false }] }));

let root: Root;
let container: HTMLElement;

function render() {
  const onClose = vi.fn();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<CreateCommunityModal onClose={onClose} />));
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
  const name = dialog.querySelector('input') as HTMLInputElement;
  const typeName = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, value);
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () => act(async () => void (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click());
  return { dialog, name, onClose, typeName, submit };
}

beforeEach(() => {
  navigate.mockReset();
  createCommunity.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('CreateCommunityModal', () => {
  it('keeps only allowed characters, checks the length and shows it under the name', async () => {
    const { dialog, name, typeName, submit } = render();
    expect(dialog.querySelector('h2')?.textContent).toBe('Create community');
    typeName('a-b c');
    expect(name.value).toBe('abc');
    typeName('ab');
    await submit();
    expect(createCommunity).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('Name has to be at least 3 characters.');
  });

  it('shows a taken name in the field', async () => {
    createCommunity.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 409, code: 'community-exists', message: 'A community with name gardening already exists.', isNetworkError: false }),
    });
    const { dialog, name, onClose, typeName, submit } = render();
    typeName('gardening');
    await submit();
    expect(createCommunity).toHaveBeenCalledWith({ name: 'gardening', about: '' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe('A community by that name already exists.');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
  });

  it('goes to the new community on success', async () => {
    createCommunity.mockReturnValue({ unwrap: () => Promise.resolve({ id: 'c1', name: 'Gardening' }) });
    const { onClose, typeName, submit } = render();
    typeName('Gardening');
    await submit();
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/Gardening');
  });
});
