import { describe, expect, it, vi } from 'vitest';
import { whenAnswered } from './when-answered';

describe('whenAnswered', () => {
  it('applies the answer once it is in', async () => {
    const apply = vi.fn();
    await whenAnswered(Promise.resolve({ data: { id: 7 } }), apply);
    expect(apply).toHaveBeenCalledWith({ id: 7 });
  });

  it('settles without applying or rejecting when the call is refused', async () => {
    const apply = vi.fn();
    await expect(whenAnswered(Promise.reject({ error: { status: 403 } }), apply)).resolves.toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
  });
});
