import type { Image } from '@app/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery';

function image(id: string): Image {
  return {
    id,
    format: 'jpeg',
    mimetype: 'image/jpeg',
    width: 800,
    height: 600,
    size: 1,
    averageColor: '#888',
    url: `/images/${id}.jpg`,
    copies: [],
    altText: `Alt ${id}`,
  };
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
});

const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

describe('ImageGallery', () => {
  it('shows one image with no controls when there is one', () => {
    act(() => root.render(<ImageGallery images={[image('a')]} isEager />));
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(button('Next image')).toBeNull();
  });

  it('pages through the images one at a time', () => {
    act(() => root.render(<ImageGallery images={[image('a'), image('b'), image('c')]} isEager={false} />));
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Alt a');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(button('Previous image')?.disabled).toBe(true);
    expect(container.textContent).toContain('1 / 3');

    act(() => button('Next image')?.click());
    act(() => button('Next image')?.click());
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Alt c');
    expect(container.textContent).toContain('3 / 3');
    expect(button('Next image')?.disabled).toBe(true);

    act(() => button('Previous image')?.click());
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Alt b');
  });
});
