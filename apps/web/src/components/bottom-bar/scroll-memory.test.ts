import { describe, expect, it } from 'vitest';
import { ScrollMemory } from './scroll-memory';

describe('ScrollMemory', () => {
  it('remembers where the remembered destinations were left', () => {
    const memory = new ScrollMemory();
    memory.leave('/', 1200);
    memory.leave('/communities', 300);
    expect(memory.offsetFor('/')).toBe(1200);
    expect(memory.offsetFor('/communities')).toBe(300);
  });

  it('keeps the latest offset', () => {
    const memory = new ScrollMemory();
    memory.leave('/', 1200);
    memory.leave('/', 40);
    expect(memory.offsetFor('/')).toBe(40);
  });

  it('forgets other pages, which open at the top', () => {
    const memory = new ScrollMemory();
    memory.leave('/new', 500);
    memory.leave('/general', 500);
    expect(memory.offsetFor('/new')).toBeUndefined();
    expect(memory.offsetFor('/general')).toBeUndefined();
  });
});
