import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from '../../../lib/testing/test-root';
import { PostPageGallery } from './post-page-gallery';
import { testImage } from './test-image';

const view = rootPerTest();

const button = (name: string) => view.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

describe('PostPageGallery', () => {
  it('opens the image on show, named by its alt text', () => {
    const opened: string[] = [];
    view.render(
      <PostPageGallery images={[testImage('a'), testImage('b')]} index={1} onIndexChange={() => undefined} onOpen={(shown) => opened.push(shown.id)} />,
    );
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Alt b');
    act(() => button('View full size: Alt b')?.click());
    expect(opened).toEqual(['b']);
    expect(view.container.textContent).toContain('2 / 2');
    expect(button('Next image')?.disabled).toBe(true);
  });

  it('asks the page to move and shows what the page says', () => {
    const moves: number[] = [];
    view.render(<PostPageGallery images={[testImage('a'), testImage('b')]} index={0} onIndexChange={(index) => moves.push(index)} onOpen={() => undefined} />);
    act(() => button('Next image')?.click());
    expect(moves).toEqual([1]);
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Alt a');
  });

  it('has no gallery controls for a single image, and a plain name without alt text', () => {
    view.render(<PostPageGallery images={[testImage('a', null)]} index={0} onIndexChange={() => undefined} onOpen={() => undefined} />);
    expect(button('View full size')).not.toBeNull();
    expect(button('Next image')).toBeNull();
  });
});
