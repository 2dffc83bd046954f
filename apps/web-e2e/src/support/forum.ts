import type { Page } from '@playwright/test';
import { apiCall, makeAdmin, uniqueName } from './api';
import { signUp, uniqueUsername } from './auth';

/** The fields the specs read of a community or a post the API created. */
export interface Created {
  id: string;
  name: string;
  publicId: string;
}

/** Signs a new member up on `page` and makes them an admin, who may create communities; returns their username. */
export async function signUpAdmin(page: Page, prefix = 'a'): Promise<string> {
  const username = uniqueUsername(prefix);
  await signUp(page, username);
  await makeAdmin(username);
  return username;
}

/** A community, with a unique name, created through the API by the admin signed in on `page`. */
export function createCommunity(page: Page, about: string, prefix = 'c'): Promise<Created> {
  return apiCall<Created>(page, 'POST', '/api/communities', { name: uniqueName(prefix), about });
}

/** A text post created through the API by the member signed in on `page`. */
export function createTextPost(page: Page, community: { name: string }, title: string, body: string): Promise<Created> {
  return apiCall<Created>(page, 'POST', '/api/posts', { type: 'text', title, body, community: community.name });
}

/** A comment on `post` (a reply when `parentCommentId` is set) created through the API by the member signed in on `page`. */
export function createComment(page: Page, post: { publicId: string }, body: string, parentCommentId: string | null = null): Promise<Created> {
  return apiCall<Created>(page, 'POST', `/api/posts/${post.publicId}/comments?userGroup=normal`, { parentCommentId, body });
}

/** An admin signed up on `page`, with a community of their own and one text post in it, all made through the API. */
export async function authorWithPost(page: Page, post: { title: string; body: string; about: string; prefix?: string }) {
  const username = await signUpAdmin(page, post.prefix);
  const community = await createCommunity(page, post.about);
  return { username, community, post: await createTextPost(page, community, post.title, post.body) };
}

/** In the composer (`/new`), chooses the community to post in by typing its name into the picker. */
export async function pickCommunity(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Select a community' }).fill(name);
  await page
    .getByRole('option')
    .getByRole('button', { name: new RegExp(name) })
    .click();
}
