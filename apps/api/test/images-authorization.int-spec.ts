import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { addMod, createCommunity, makeAdmin, Member, signUp } from './community-fixtures';
import { TestApi, TestClient } from './harness';
import { png, upload } from './images-fixtures';

/**
 * Every image route × every role: an allowed call answers 2xx with the contract's body; a refused one
 * answers the exact status and body of docs/api/errors.md and changes nothing. Roles: visitor, the owner (the
 * uploader, the post's author, the account), another user, this community's mod, another community's
 * mod, a user banned from this community, and an admin who moderates nothing. Each call gets fresh state.
 */
type Role = 'visitor' | 'owner' | 'other' | 'mod' | 'otherMod' | 'banned' | 'admin';
const ROLES: Role[] = ['visitor', 'owner', 'other', 'mod', 'otherMod', 'banned', 'admin'];

interface Call {
  method: 'post' | 'put' | 'delete';
  path: string;
  /** Sent as the multipart field `image` (POST) instead of a JSON body. */
  file?: Buffer;
  body?: unknown;
  /** The image the call acts on, when there is one. */
  imageId?: string;
}

type Refusal = keyof typeof REFUSALS;
interface RouteCase {
  name: string;
  prepare: (role: Role) => Promise<Call>;
  /** What a refused call must leave as it was. */
  state: (call: Call) => Promise<unknown>;
  /** The body of an allowed call. */
  shape: (call: Call, role: Role) => unknown;
  expect: Record<Role, 'allow' | Refusal>;
}

const REFUSALS = {
  not_logged_in: { status: 401, code: 'not_logged_in', message: 'User is not logged in.' },
  not_owner: { status: 403, code: 'not_owner', message: 'Forbidden.' },
  permission_denied: { status: 403, code: 'permission_denied', message: "you don't have permission to edit this image's alt text." },
  not_admin_nor_mod: { status: 403, code: 'not_admin_nor_mod', message: 'User neither an admin nor a mod.' },
} as const;

let api: TestApi;
let creator: Member;
let community: { id: string; name: string };
let picture: Buffer;
const members = {} as Record<Exclude<Role, 'visitor'>, Member>;
const imagesDir = resolve(`tmp/test-images-authorization-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  api = await TestApi.start({ rateLimitsEnabled: false, imagesDir });
  picture = await png(64, 48);
  // The creator heads both mod lists; the table's admin is another admin, a mod nowhere.
  creator = await makeAdmin(api, await signUp(api));
  community = await createCommunity(creator);
  const other = await createCommunity(creator);
  members.admin = await makeAdmin(api, await signUp(api));
  for (const role of ['owner', 'other', 'mod', 'otherMod', 'banned'] as const) members[role] = await signUp(api);
  await addMod(creator, community.id, members.mod.name);
  await addMod(creator, other.id, members.otherMod.name);
  const ban = await creator.client.post(`/api/communities/${community.id}/banned`, { username: members.banned.name });
  if (ban.status !== 200) throw new Error(`ban failed: ${ban.status} ${JSON.stringify(ban.body)}`);
});

afterAll(async () => {
  await api.close();
  await rm(imagesDir, { recursive: true, force: true });
});

const HEX_ID = expect.stringMatching(/^[0-9a-f]{24}$/);
/** The copies an answer lists at once, made or not (images-copies.int-spec.ts checks their sizes and URLs). */
const named = (...names: string[]) =>
  names.map((name) => expect.objectContaining({ name, format: 'jpeg', url: expect.stringMatching(/^\/images\/[0-9a-f]{24}\.jpeg\?fit=(cover|contain)&/) }));
const POST_COPIES = ['tiny', 'small', 'medium', 'large', 'huge'];
const PICTURE_COPIES = ['tiny', 'small', 'medium'];
const BANNER_COPIES = ['small', 'large'];
/** An `Image` as routes answer it. */
const image = (fields: Record<string, unknown> = {}) => ({
  id: HEX_ID,
  format: 'jpeg',
  mimetype: 'image/jpeg',
  width: 64,
  height: 48,
  size: expect.any(Number),
  averageColor: expect.stringMatching(/^rgb\(\d+,\d+,\d+\)$/),
  url: expect.stringMatching(/^\/images\/[0-9a-f]{24}\.jpeg\?sig=[A-Za-z0-9_-]{43}$/),
  copies: named(...POST_COPIES),
  altText: null,
  ...fields,
});

function expectOk(res: { status: number; body: unknown }, what: string): void {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

const uploadBy = async (member: Member) => {
  const res = await upload(member.client, '/api/_uploads', picture);
  expectOk(res, 'upload');
  return res.body.id as string;
};
const setProPic = async (member: Member) => {
  const res = await upload(member.client, `/api/users/${member.name}/pro_pic`, picture);
  expectOk(res, 'profile picture');
  return res.body.proPic.id as string;
};
const setCommunityPicture = async (slot: 'pro_pic' | 'banner_image') => {
  const res = await upload(creator.client, `/api/communities/${community.id}/${slot}`, picture);
  expectOk(res, slot);
  return (slot === 'pro_pic' ? res.body.proPic.id : res.body.bannerImage.id) as string;
};
const postedImage = async () => {
  const id = await uploadBy(members.owner);
  expectOk(
    await members.owner.client.post('/api/posts', { type: 'image', title: 'With an image', community: community.name, images: [{ imageId: id }] }),
    'image post',
  );
  return id;
};

const imageCount = async () => Number((await api.db.query(`SELECT count(*) FROM images`))[0].count);
const altTextOf = async (call: Call) => (await api.db.query(`SELECT alt_text FROM images WHERE id = $1`, [call.imageId]))[0];
const proPicOf = async (username: string) => (await api.client().get(`/api/users/${username}`)).body.proPic?.id ?? null;
const communityPictures = async () => {
  const { body } = await api.client().get(`/api/communities/${community.id}`);
  return [body.proPic?.id ?? null, body.bannerImage?.id ?? null];
};

const onlyOwner = (refusal: Refusal, admin: 'allow' | Refusal = refusal): Record<Role, 'allow' | Refusal> => ({
  visitor: 'not_logged_in',
  owner: 'allow',
  other: refusal,
  mod: refusal,
  otherMod: refusal,
  banned: refusal,
  admin,
});
const modsAndAdmins = (refusal: Refusal): Record<Role, 'allow' | Refusal> => ({
  visitor: 'not_logged_in',
  owner: refusal,
  other: refusal,
  mod: 'allow',
  otherMod: refusal,
  banned: refusal,
  admin: 'allow',
});
const anyoneLoggedIn: Record<Role, 'allow' | Refusal> = {
  visitor: 'not_logged_in',
  owner: 'allow',
  other: 'allow',
  mod: 'allow',
  otherMod: 'allow',
  banned: 'allow',
  admin: 'allow',
};

const altText = (name: string, source: () => Promise<string>, expectation: Record<Role, 'allow' | Refusal>, copies: string[]): RouteCase => ({
  name: `PUT /images/{id} alt text of ${name}`,
  prepare: async () => {
    const imageId = await source();
    return { method: 'put', path: `/api/images/${imageId}`, body: { altText: 'Described' }, imageId };
  },
  state: altTextOf,
  shape: (call) => image({ id: call.imageId, width: expect.any(Number), height: expect.any(Number), altText: 'Described', copies: named(...copies) }),
  expect: expectation,
});

const communityPicture = (method: 'post' | 'delete', slot: 'pro_pic' | 'banner_image'): RouteCase => {
  const field = slot === 'pro_pic' ? 'proPic' : 'bannerImage';
  return {
    name: `${method.toUpperCase()} /communities/{id}/${slot}`,
    prepare: async () => {
      // Something to replace or remove: the call must visibly change it, or visibly not.
      await setCommunityPicture(slot);
      return { method, path: `/api/communities/${community.id}/${slot}`, file: method === 'post' ? picture : undefined };
    },
    state: communityPictures,
    shape: () =>
      expect.objectContaining({
        id: community.id,
        name: community.name,
        [field]: method === 'post' ? image({ copies: named(...(slot === 'pro_pic' ? PICTURE_COPIES : BANNER_COPIES)) }) : null,
      }),
    expect: modsAndAdmins('not_admin_nor_mod'),
  };
};

const username = (role: Role) => (role === 'visitor' ? members.owner.name : members[role].name);

const CASES: RouteCase[] = [
  {
    name: 'POST /_uploads',
    prepare: async () => ({ method: 'post', path: '/api/_uploads', file: picture }),
    state: imageCount,
    shape: () => image(),
    expect: anyoneLoggedIn,
  },
  altText('a temporary upload of the owner', () => uploadBy(members.owner), onlyOwner('permission_denied', 'allow'), POST_COPIES),
  altText("an image of the owner's post", postedImage, onlyOwner('permission_denied', 'allow'), POST_COPIES),
  altText("the owner's profile picture", () => setProPic(members.owner), onlyOwner('permission_denied', 'allow'), PICTURE_COPIES),
  altText("this community's icon", () => setCommunityPicture('pro_pic'), modsAndAdmins('permission_denied'), PICTURE_COPIES),
  altText("this community's banner", () => setCommunityPicture('banner_image'), modsAndAdmins('permission_denied'), BANNER_COPIES),
  {
    name: "POST /users/{owner}/pro_pic (the owner's account)",
    prepare: async () => {
      await setProPic(members.owner);
      return { method: 'post', path: `/api/users/${members.owner.name}/pro_pic`, file: picture };
    },
    state: () => proPicOf(members.owner.name),
    shape: () => expect.objectContaining({ id: members.owner.id, username: members.owner.name, proPic: image({ copies: named(...PICTURE_COPIES) }) }),
    expect: onlyOwner('not_owner'),
  },
  {
    name: "DELETE /users/{owner}/pro_pic (the owner's account)",
    prepare: async () => {
      await setProPic(members.owner);
      return { method: 'delete', path: `/api/users/${members.owner.name}/pro_pic` };
    },
    state: () => proPicOf(members.owner.name),
    shape: () => expect.objectContaining({ id: members.owner.id, username: members.owner.name, proPic: null }),
    expect: onlyOwner('not_owner'),
  },
  {
    name: 'POST /users/{self}/pro_pic (each role its own account)',
    prepare: async (role) => ({ method: 'post', path: `/api/users/${username(role)}/pro_pic`, file: picture }),
    state: () => proPicOf(members.owner.name),
    shape: (_call, role) => expect.objectContaining({ username: username(role), proPic: image({ copies: named(...PICTURE_COPIES) }) }),
    expect: anyoneLoggedIn,
  },
  {
    name: 'DELETE /users/{self}/pro_pic (each role its own account)',
    prepare: async (role) => {
      if (role !== 'visitor') await setProPic(members[role]);
      return { method: 'delete', path: `/api/users/${username(role)}/pro_pic` };
    },
    state: () => proPicOf(members.owner.name),
    shape: (_call, role) => expect.objectContaining({ username: username(role), proPic: null }),
    expect: anyoneLoggedIn,
  },
  communityPicture('post', 'pro_pic'),
  communityPicture('delete', 'pro_pic'),
  communityPicture('post', 'banner_image'),
  communityPicture('delete', 'banner_image'),
];

const clientOf = (role: Role): TestClient => (role === 'visitor' ? api.client() : members[role].client);

async function send(client: TestClient, call: Call) {
  if (call.file) return upload(client, call.path, call.file);
  return client.send(call.method, call.path, call.body);
}

describe('image routes × roles', () => {
  it.each(CASES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const outcomes: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const role of ROLES) {
      const call = await route.prepare(role);
      const before = await route.state(call);
      const res = await send(clientOf(role), call);
      const rule = route.expect[role];
      if (rule === 'allow') {
        outcomes[role] = { status: res.status, body: res.body };
        expected[role] = { status: 200, body: route.shape(call, role) };
      } else {
        outcomes[role] = { status: res.status, body: res.body, unchanged: JSON.stringify(await route.state(call)) === JSON.stringify(before) };
        expected[role] = { status: REFUSALS[rule].status, body: REFUSALS[rule], unchanged: true };
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
