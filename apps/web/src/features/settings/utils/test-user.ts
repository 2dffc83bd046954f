import type { User } from '@app/contract';

/** The signed-in member with every setting at its default, for unit tests; `overrides` sets what a test reads. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '0000000000000000000000aa',
    username: 'alice',
    email: null,
    aboutMe: null,
    proPic: null,
    homeFeed: 'all',
    rememberFeedSort: false,
    embedsOff: false,
    hideUserProfilePictures: false,
    requireAltText: false,
    upvoteNotificationsOff: false,
    replyNotificationsOff: false,
    moddingList: null,
    ...overrides,
  } as User;
}
