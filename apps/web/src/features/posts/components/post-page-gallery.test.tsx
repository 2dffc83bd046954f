import type { Image } from '@app/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostPageGallery } from './post-page-gallery';

function image(id: string, altText: string | null = `Alt ${id}`): Image {
  return { id, format: 'jpeg', mimetype: 'image/jpeg', width: 800, height: 600, size: 1, averageColor: '#888', url: `/images/${id}.jpg`, copies: [], altText };
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

describe('PostPageGallery', () => {
  it('opens the image on show, named by its alt text', () => {
    const opened: string[] = [];
    act(() =>
      root.render(<PostPageGallery images={[image('a'), image('b')]} index={1} onIndexChange={() => undefined} onOpen={(shown) => opened.push(shown.id)} />),
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Alt b');
    act(() => button('View full size: Alt b')?.click());
    expect(opened).toEqual(['b']);
    expect(container.textContent).toContain('2 / 2');
    expect(button('Next image')?.disabled).toBe(true);
  });

  it('asks the page to move and shows what the page says', () => {
    const moves: number[] = [];
    act(() =>
      root.render(<PostPageGallery images={[image('a'), image('b')]} index={0} onIndexChange={(index) => moves.push(index)} onOpen={() => undefined} />),
    );
    act(() => button('Next image')?.click());
    expect(moves).toEqual([1]);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Alt a');
  });

  it('has no gallery controls for a single image, and a plain name without alt text', () => {
    act(() => root.render(<PostPageGallery images={[image('a', null)]} index={0} onIndexChange={() => undefined} onOpen={() => undefined} />));
    expect(button('View full size')).not.toBeNull();
    expect(button('Next image')).toBeNull();
  });
});
