import type { FeedPage, FeedSort, InitialState, Post } from './entities';

/**
 * The seam between the api and the web app's server entry (apps/web/src/entry-server.tsx), which the api
 * loads from the web build to render guests' first screens (docs/web.md "Server-rendered first screen").
 * Declared once here, so a change on one side breaks the other at compile time.
 */

/** Which first screen a page path has, and what it needs from the api. */
export type FirstScreenPlan = { page: 'feed'; sort: FeedSort } | { page: 'post'; publicId: string };

/** The api's answers for a plan: its JSON, exactly as the client would receive it. */
export interface FirstScreenAnswers {
  initial: InitialState;
  feedPage?: FeedPage;
  post?: Post;
}

/** One render as a render thread of the api runs it: structured-clonable data only. */
export interface FirstScreenTask {
  url: string;
  plan: FirstScreenPlan;
  answers: FirstScreenAnswers;
  origin: string;
  /** The client build's `.vite/manifest.json`, or null. */
  manifest: unknown;
  timeoutMs: number;
}

/** A rendered first screen; `Data` is the data block (the web app's own type; the api passes it through). */
export interface RenderedFirstScreen<Data = unknown> {
  /** The inner HTML of `#root`. */
  html: string;
  /** Tags for `<head>`: the screen's stylesheets and its chunks. */
  head: string;
  data: Data;
}

/** What a render thread answers: the screen, and the bodies it parsed from markdown (kept ones are not parsed again). */
export type RenderedFirstScreenTask<Data = unknown> = RenderedFirstScreen<Data> & { parses: number };
