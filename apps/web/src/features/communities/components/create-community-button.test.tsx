import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateCommunityButton } from './create-community-button';

vi.mock('react-router', () => ({ useNavigate: () => vi.fn() }));
vi.mock('../../../lib/create-community.api', () => ({ useCreateCommunityMutation: () => [vi.fn(), { isLoading: false }] }));

let root: Root;
let container: HTMLElement;

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('CreateCommunityButton', () => {
  it("says 'Create community' and opens the create-community dialog", async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<CreateCommunityButton />));
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Create community');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => button.click());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  });
});
