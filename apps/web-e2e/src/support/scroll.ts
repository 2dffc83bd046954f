import type { Page } from '@playwright/test';

/**
 * Makes the page tall enough to scroll, whatever the number of posts. The room goes after the app's root, in
 * `body`: React owns everything inside the root, and a node added there while a server-rendered page is still
 * hydrating (time-sliced, after the app's ready mark) makes the HTML mismatch (React's error #418). Outside the
 * root it also survives every re-render and navigation of the app.
 */
export async function addScrollRoom(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('e2e-scroll-room')) return;
    const room = document.createElement('div');
    room.id = 'e2e-scroll-room';
    room.style.height = '4000px';
    document.body.append(room);
  });
}
