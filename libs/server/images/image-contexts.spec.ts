import { COPIES, copySpecForBox, fittedSize } from './image-contexts';

describe('fittedSize', () => {
  it('gives cover exactly the box, even for a smaller image', () => {
    expect(fittedSize(1, 1, { width: 120, height: 120, fit: 'cover' })).toEqual({ width: 120, height: 120 });
  });
  it('shrinks contain keeping the ratio, truncating fractions, never enlarging', () => {
    expect(fittedSize(2400, 800, { width: 2000, height: 2000, fit: 'contain' })).toEqual({ width: 2000, height: 666 });
    expect(fittedSize(1000, 3000, { width: 720, height: 1440, fit: 'contain' })).toEqual({ width: 480, height: 1440 });
    expect(fittedSize(300, 200, { width: 2160, height: 4320, fit: 'contain' })).toEqual({ width: 300, height: 200 });
    expect(fittedSize(10_000, 1, { width: 720, height: 1440, fit: 'contain' })).toEqual({ width: 720, height: 1 });
  });
  it('names the copies of docs/api/entities.md §1', () => {
    expect(COPIES.post.map((c) => c.name)).toEqual(['tiny', 'small', 'medium', 'large', 'huge']);
    expect(COPIES.link.map((c) => `${c.name} ${c.width}x${c.height} ${c.fit}`)).toEqual([
      'tiny 120x120 cover',
      'desktop 325x250 cover',
      'mobile 875x500 cover',
    ]);
    expect(COPIES['community-banner'].map((c) => `${c.name} ${c.width}x${c.height}`)).toEqual(['small 720x240', 'large 1440x480']);
  });
  it('finds the copy a signed box names, only in its own context and fit', () => {
    expect(copySpecForBox('post', { width: 720, height: 1440, fit: 'contain' })?.name).toBe('medium');
    expect(copySpecForBox('user', { width: 50, height: 50, fit: 'cover' })?.name).toBe('tiny');
    expect(copySpecForBox('post', { width: 50, height: 50, fit: 'cover' })).toBeUndefined();
    expect(copySpecForBox('post', { width: 720, height: 1440, fit: 'cover' })).toBeUndefined();
  });
});
