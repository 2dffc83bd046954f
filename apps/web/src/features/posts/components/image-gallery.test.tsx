import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from '../../../lib/testing/test-root';
import { ImageGallery } from './image-gallery';
import { testImage } from './test-image';

const view = rootPerTest();

const button = (name: string) => view.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

describe('ImageGallery', () => {
  it('shows one image with no controls when there is one', () => {
    view.render(<ImageGallery images={[testImage('a')]} isEager />);
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    expect(view.container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(button('Next image')).toBeNull();
  });

  it('pages through the images one at a time', () => {
    view.render(<ImageGallery images={[testImage('a'), testImage('b'), testImage('c')]} isEager={false} />);
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Alt a');
    expect(view.container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(button('Previous image')?.disabled).toBe(true);
    expect(view.container.textContent).toContain('1 / 3');

    act(() => button('Next image')?.click());
    act(() => button('Next image')?.click());
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Alt c');
    expect(view.container.textContent).toContain('3 / 3');
    expect(button('Next image')?.disabled).toBe(true);

    act(() => button('Previous image')?.click());
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Alt b');
  });
});
