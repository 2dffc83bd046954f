import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Piscina } from 'piscina';
import type { FeedPage, FirstScreenAnswers, FirstScreenPlan, FirstScreenTask, Post, RenderedFirstScreenTask } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';
import type { MetricsService } from '@app/server/observability';
import type { FeedService } from '@app/server/posts';
import type { InitialStateService } from '@app/server/initial-state';
import type { PostPageService } from '@app/server/post-page';
import { sameSitePath } from './spa';

/**
 * Server-rendered first screens (docs/web.md "Server-rendered first screen", docs/architecture.md): the web
 * app's server entry renders the home feed and post pages into the HTML the api serves, for guests.
 */

/** The part of the entry the request's own thread uses: which first screen a page path has. */
export interface FirstScreenPlanner {
  planFirstScreen(url: string): FirstScreenPlan | null;
}
/** Runs a task on a render thread; rejects when `signal` aborts it, and then the thread is stopped. */
export type FirstScreenRenderThreads = (task: FirstScreenTask, signal: AbortSignal) => Promise<RenderedFirstScreenTask>;

/** The api's own answers for a plan, from the areas' services: the JSON the client would have fetched. */
export type FirstScreenAnswerer = (plan: FirstScreenPlan, caller: Caller) => Promise<FirstScreenAnswers>;

/** The answers from the services the api's own routes call (GET /api/_initial, /api/posts, /api/posts/:publicId), for a guest. */
export function serviceAnswers(initialState: InitialStateService, feeds: FeedService, postPage: PostPageService): FirstScreenAnswerer {
  return async (plan, caller) => {
    const initial = initialState.build(caller);
    if (plan.page === 'feed') {
      const [state, feedPage] = await Promise.all([initial, feeds.get({ sort: plan.sort, feed: 'all' }, null)]);
      return { initial: asJson(state), feedPage: asJson(feedPage as FeedPage) };
    }
    const [state, post] = await Promise.all([initial, postPage.get(plan.publicId, true, null)]);
    return { initial: asJson(state), post: JSON.parse(post.json) as Post };
  };
}

/** A render that takes longer serves the plain page: the browser renders it as before. */
export const FIRST_SCREEN_TIMEOUT_MS = 3000;
export const FIRST_SCREEN_ID = 'first-screen';
const ROOT = '<div id="root"></div>';
/** /api/_initial is in the data block: the preload would download it a second time. */
const INITIAL_PRELOAD = /[ \t]*(?:<!--[^>]*-->\s*)?<link rel="preload" href="\/api\/_initial"[^>]*>\s*/;

/** The server entry of a web build: `<webDistDir>-ssr/entry-server.cjs` (the web project's build writes it). */
export function serverEntryPath(webDistDir: string): string {
  return `${resolve(webDistDir)}-ssr/entry-server.cjs`;
}

/** Loads the server entry once, when first needed; null (with one log line) when the build has none. */
export function serverEntryLoader(webDistDir: string, logger: Logger): () => FirstScreenPlanner | null {
  let loaded: FirstScreenPlanner | null | undefined;
  return () => {
    if (loaded !== undefined) return loaded;
    const file = serverEntryPath(webDistDir);
    try {
      loaded = existsSync(file) ? (createRequire(__filename)(file) as FirstScreenPlanner) : null;
      if (!loaded) logger.log(`no server entry at ${file}: pages are rendered in the browser only`);
    } catch (error) {
      logger.error(`server entry ${file} failed to load: ${error instanceof Error ? error.message : String(error)}`);
      loaded = null;
    }
    return loaded;
  };
}

/**
 * Renders run on worker threads (piscina), not on the thread that answers requests: a render is synchronous
 * once started, so on the request thread one slow render would stall every other request, and a timeout could
 * only stop waiting for it. A render that outlasts its budget is aborted, and piscina then stops its thread, so
 * the CPU is freed too; the next render gets a fresh thread. One thread per api process (processes scale with
 * cores); renders queue behind it, and past RENDER_QUEUE_MAX waiting the page is served plain at once.
 */
export function renderThreads(webDistDir: string, logger: Logger): { run: FirstScreenRenderThreads; close: () => Promise<void> } {
  // Made on the first render: only a build with a server entry (the planner found one) ever starts a thread.
  let pool: Piscina<FirstScreenTask, RenderedFirstScreenTask> | null = null;
  const threads = () => {
    if (pool) return pool;
    pool = new Piscina<FirstScreenTask, RenderedFirstScreenTask>({
      filename: serverEntryPath(webDistDir),
      name: 'renderFirstScreenTask',
      minThreads: 1,
      maxThreads: 1,
      maxQueue: RENDER_QUEUE_MAX,
      idleTimeout: 60_000,
    });
    pool.on('error', (error: unknown) => logger.error(`a render thread failed: ${error instanceof Error ? error.message : String(error)}`));
    return pool;
  };
  return { run: (task, signal) => threads().run(task, { signal }), close: async () => void (await pool?.destroy()) };
}

/** Renders waiting for a thread before pages are served plain without one. */
export const RENDER_QUEUE_MAX = 16;

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` as escapes, so a `</script>` or
 * `<!--` inside a post cannot end or change the block; U+2028/2029 for old parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page with the first screen in `#root`, its data block after it and the screen's asset links at the end of
 * `<head>`; null when the page has no empty root.
 */
export function withFirstScreen(page: string, screen: { html: string; data: unknown; head: string }): string | null {
  if (!page.includes(ROOT) || !page.includes('</head>')) return null;
  const block = `<script type="application/json" id="${FIRST_SCREEN_ID}">${jsonForScript(screen.data)}</script>`;
  return behindFirstPaint(
    page
      .replace(INITIAL_PRELOAD, '')
      .replace('</head>', () => `${screen.head}</head>`)
      .replace(ROOT, () => `<div id="root">${screen.html}</div>${block}`),
  );
}

/**
 * A server-rendered page paints without its scripts: they only hydrate it. So its module scripts and their
 * preloads are not requested at all until the page has painted: each tag becomes an inert marker that
 * `theme-init.js` turns back into the real tag after the first contentful paint (or at `load`, for a page
 * that never paints because it opened in a background tab). On a slow link the first paint then waits for the
 * HTML and the stylesheets only, and nothing the paint does not need shares the link with them
 * (docs/web.md "Server-rendered first screen"). A page the client renders keeps its tags as built.
 */
export function behindFirstPaint(page: string): string {
  return page
    .replace(
      /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g,
      (_tag, src: string) => `<script type="text/plain" data-after-paint="module" data-src="${src}"></script>`,
    )
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => `<link data-after-paint="modulepreload" data-href="${href}">`);
}

/** The client build's manifest (`<webDistDir>/.vite/manifest.json`), read again only when a build changed it; null without one. */
export function manifestReader(webDistDir: string): () => unknown {
  const file = resolve(webDistDir, '.vite/manifest.json');
  let cached: { mtimeMs: number; manifest: unknown } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    return cached.manifest;
  };
}

/** The answers as they travel: JSON (dates as strings, no undefined), exactly what the client's fetch would parse. */
export function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export interface FirstScreenOptions {
  planner: () => FirstScreenPlanner | null;
  threads: FirstScreenRenderThreads;
  manifest: () => unknown;
  answers: FirstScreenAnswerer;
  /** `http:` or `https:`, as the site is reached (PUBLIC_URL). */
  protocol: string;
  timeoutMs?: number;
  logger: Logger;
  metrics?: MetricsService;
}

/**
 * The page server-rendered, or null for the plain page. Only guests: their first screen is the same for
 * every guest, and a signed-in page never goes through here, so no one's data can reach another visitor
 * (nothing is cached either). Any failure is logged once per message and costs the rendering, never the page.
 */
export function firstScreenPages(options: FirstScreenOptions): (req: Request, page: string) => Promise<string | null> {
  const logged = new Set<string>();
  const logOnce = (error: unknown, path: string) => {
    const message = error instanceof Error ? error.message : String(error);
    if (logged.has(message) || logged.size >= 100) return;
    logged.add(message);
    options.logger.error(`server rendering of ${path} failed, the plain page is served (logged once): ${error instanceof Error ? error.stack : message}`);
  };
  return async (req, page) => {
    const caller = req.quorum;
    if (!caller || caller.userId) return null;
    try {
      // The path as the spa router serves it: one leading slash, so no other host can be read into it.
      const url = sameSitePath(req.path) + req.originalUrl.slice(req.path.length);
      const planner = options.planner();
      const plan = planner?.planFirstScreen(url);
      if (!plan) return null;
      const answers = await options.answers(plan, caller);
      const origin = `${options.protocol}//${req.headers.host ?? 'localhost'}`;
      const timeoutMs = options.timeoutMs ?? FIRST_SCREEN_TIMEOUT_MS;
      const screen = await options.threads({ url, plan, answers, origin, manifest: options.manifest(), timeoutMs }, AbortSignal.timeout(timeoutMs));
      options.metrics?.firstScreenRenders.inc({ outcome: 'rendered' });
      options.metrics?.markdownParses.inc(screen.parses);
      return withFirstScreen(page, screen);
    } catch (error) {
      // An unknown or deleted post: the browser shows its own not-found screen, as without server rendering.
      if (error instanceof DomainError) return null;
      const outcome = renderOutcome(error);
      options.metrics?.firstScreenRenders.inc({ outcome });
      // Over budget and busy are expected under load and counted; only real failures are logged.
      if (outcome === 'failed') logOnce(error, req.path);
      return null;
    }
  };
}

/** How a render that gave no page ended: over its budget (thread stopped), no room in the queue, or a failure. */
function renderOutcome(error: unknown): 'over-budget' | 'busy' | 'failed' {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return 'over-budget';
  if (error instanceof Error && /queue is at limit/i.test(error.message)) return 'busy';
  return 'failed';
}
