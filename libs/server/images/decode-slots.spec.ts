import { DecodeSlots } from './decode-slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeSlots', () => {
  it('runs at most `size` operations at once, the rest in arrival order', async () => {
    const slots = new DecodeSlots(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const results = [1, 2, 3, 4].map((n) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.push(resolve));
        return n * 10;
      }),
    );
    await tick();
    expect(started).toEqual([1, 2]);
    expect(slots.queued).toBe(2);
    finish[1]();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finish[0]();
    finish[2]();
    await tick();
    finish[3]();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
    expect(slots.queued).toBe(0);
  });

  it('frees the slot when an operation fails', async () => {
    const slots = new DecodeSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('undecodable')))).rejects.toThrow('undecodable');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
