import type { AppConfigValues } from '@app/server/core/config';
import { cast, Cast } from '../comment-fixtures';
import { createCommunity, makeAdmin, Member, signUp } from '../community-fixtures';
import { TestApi } from '../harness';

/**
 * What a test file's tests share, made once before them: a fresh api with `overrides`, and the people and
 * places most files start from. The file closes the api after its tests.
 */
export interface ForumWithAdmin {
  api: TestApi;
  /** A site admin, who may create communities. */
  admin: Member;
}

export async function startWithAdmin(overrides: Partial<AppConfigValues>): Promise<ForumWithAdmin> {
  const api = await TestApi.start(overrides);
  return { api, admin: await makeAdmin(api, await signUp(api)) };
}

/** As `startWithAdmin`, and one community the admin created (and so moderates). */
export async function startWithCommunity(overrides: Partial<AppConfigValues>): Promise<ForumWithAdmin & { community: { id: string; name: string } }> {
  const { api, admin } = await startWithAdmin(overrides);
  return { api, admin, community: await createCommunity(admin) };
}

/** A fresh api and the comment suites' cast (see `cast`). */
export async function startWithCast(overrides: Partial<AppConfigValues>): Promise<{ api: TestApi; cast: Cast }> {
  const api = await TestApi.start(overrides);
  return { api, cast: await cast(api) };
}
