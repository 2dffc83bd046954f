/**
 * The server entry (docs/web.md "Server-rendered first screen"): the api renders the first screen of the
 * home feed and of a post page into the HTML it serves, for guests, from the answers the client would have
 * fetched. Built by `nx run web:build` into dist/apps/web-ssr (Vite's SSR build), loaded by the api when present.
 */
import type { FirstScreenAnswers, FirstScreenPlan, FirstScreenTask, RenderedFirstScreenTask, RenderedFirstScreen as Rendered } from '@app/contract';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { AppTree } from './app/app-tree';
import { applyFirstScreen, type FirstScreenData, type FirstScreenEntry } from './app/first-screen';
import { preloadScreens } from './app/prefetch';
import { routes } from './app/router';
import { homeFeedArgs } from './app/routes/home-feed-args';
import { makeStore } from './app/store';
import { resolveFeedSort, SORT_PARAM } from './features/posts/utils/feed-sort';
import { markdownRenderer } from './lib/markdown/markdown';
import { markdownParses } from './lib/markdown/parse-markdown';
import { PageOriginContext } from './lib/markdown/page-origin';
import { setServerNow } from './lib/use-now';

/** The client build's `.vite/manifest.json`: per source module, its chunk, CSS and static imports. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** A rendered first screen, its data block being the client store's start. */
export type RenderedFirstScreen = Rendered<FirstScreenData>;

/**
 * Only the guest's home and `/all` feeds and plain post pages: the pages a reader most often lands on. A post
 * link to one comment (`/:commentId`) scrolls and highlights in the browser, so it stays client-rendered.
 */
export function planFirstScreen(url: string): FirstScreenPlan | null {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf) return null;
  if (leaf.route.index || leaf.route.path === 'all') {
    return { page: 'feed', sort: resolveFeedSort({ param: searchParams.get(SORT_PARAM), stored: null, isRemembered: false }) };
  }
  if (leaf.route.path === ':communityName/post/:publicId' && leaf.params.publicId) return { page: 'post', publicId: leaf.params.publicId };
  return null;
}

/** The cache entries under the keys the screens ask for (the same arguments prefetch.ts and the routes use). */
function entriesFor(plan: FirstScreenPlan, answers: FirstScreenAnswers): FirstScreenEntry[] {
  const entries: FirstScreenEntry[] = [{ endpointName: 'getInitialState', arg: undefined, value: answers.initial }];
  if (plan.page === 'feed' && answers.feedPage) {
    const arg = homeFeedArgs('all', null, plan.sort);
    entries.push({ endpointName: 'getFeed', arg, value: { pages: [answers.feedPage], pageParams: [null] } });
  }
  if (plan.page === 'post' && answers.post) entries.push({ endpointName: 'getPost', arg: plan.publicId, value: answers.post });
  return entries;
}

/** The source modules of each first screen (manifest keys): its route and the markdown renderer it shows. */
const SCREEN_MODULES: Record<FirstScreenPlan['page'], string[]> = {
  feed: ['src/app/routes/home.tsx', 'src/lib/markdown/markdown-body.tsx'],
  post: ['src/app/routes/post.tsx', 'src/lib/markdown/markdown-body.tsx'],
};

/**
 * `<link>`s for the screen's CSS and JS chunks that index.html does not already load. Without them the route's
 * CSS arrived after first paint (the page moved: CLS 0.45) and its chunks only after index.js ran.
 */
export function screenAssetTags(manifest: ViteManifest, plan: FirstScreenPlan): string {
  const inIndex = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, inIndex);
  const screen = new Set<string>();
  for (const key of SCREEN_MODULES[plan.page]) collect(key, screen);
  const keys = [...screen].filter((key) => !inIndex.has(key));
  const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
  const attribute = (file: string) => `/${file}`.replace(/[&"<>]/g, '');
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${attribute(file)}">`),
    ...keys.map((key) => `<link rel="modulepreload" crossorigin href="${attribute(manifest[key].file)}">`),
  ].join('');
}

/**
 * Renders the page's first screen as a guest sees it. A fresh store per call: nothing of one render is seen by
 * another. Rejects when rendering fails or outlasts `signal`; the api then serves the plain index.html.
 */
export async function renderFirstScreen(
  url: string,
  plan: FirstScreenPlan,
  answers: FirstScreenAnswers,
  options: { origin: string; signal: AbortSignal; manifest: unknown },
): Promise<RenderedFirstScreen> {
  const data: FirstScreenData = { now: Date.now(), entries: entriesFor(plan, answers) };
  const store = makeStore();
  applyFirstScreen(store, data);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Everything lazy on these screens loaded first: nothing suspends, so the HTML is complete and has no script.
  await Promise.all([preloadScreens((matchRoutes(routes, url) ?? []).map(({ route }) => route)), markdownRenderer]);
  let failure: unknown;
  // The clock relative times are rendered with (the data block carries it for hydration). One value per process:
  // set right before rendering, which with everything loaded finishes without waiting on anything else.
  setServerNow(data.now);
  const { prelude } = await prerender(
    // The browser's tree (AppTree), under the origin markdown links are judged against.
    <PageOriginContext value={options.origin}>
      <AppTree store={store} router={router} />
    </PageOriginContext>,
    {
      // Every finished boundary inline: a large one would otherwise be sent apart with an inline script to move it
      // into place, which the site's CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: options.signal,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (options.signal.aborted) throw new Error('server rendering took too long');
  // A boundary that suspended after all is sent with an inline script to reveal it, which the CSP blocks.
  if (html.includes('<script')) throw new Error('a part of the screen suspended during server rendering');
  return { html, data, head: options.manifest ? screenAssetTags(options.manifest as ViteManifest, plan) : '' };
}

/**
 * `renderFirstScreen` in a worker thread of the api, with the bodies it had to parse counted (a body already
 * parsed in this thread is not parsed again). The api stops the thread if the render outlasts its budget; the
 * timeout here only ends the render's own waiting.
 */
export async function renderFirstScreenTask(task: FirstScreenTask): Promise<RenderedFirstScreenTask<FirstScreenData>> {
  const before = markdownParses();
  const screen = await renderFirstScreen(task.url, task.plan, task.answers, {
    origin: task.origin,
    signal: AbortSignal.timeout(task.timeoutMs),
    manifest: task.manifest,
  });
  return { ...screen, parses: markdownParses() - before };
}
