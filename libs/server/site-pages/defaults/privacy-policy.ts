/** The privacy policy, true to what Quorum stores (docs/api/users.md, docs/api/rules.md). */
export const PRIVACY_POLICY = `This policy says what the site stores about you, why, and what you can do about it. The short version: only what the site needs to work, no advertising, no third-party trackers, and nothing sold to anyone.

## What is stored

- **Your account:** username, password (stored only as a salted hash, never in readable form), email address if you gave one, profile picture, the text about you, your settings and preferences, and the dates you joined and were last seen.
- **What you post:** posts, comments, pictures, votes, lists, reports, community requests, and which communities you joined or muted.
- **Addresses:** the IP address you signed up from and the one you last used. Administrators can see them, to fight spam and ban evasion.
- **Sessions:** while you are logged in, a session cookie and a security (CSRF) token identify your browser to the site. They are needed for the site to work and are not used for anything else.
- **Notifications:** if you turn on push notifications, your browser's push address, so notifications can reach it.
- **On your device:** your theme, font, feed layout and sort choices are kept in your browser's storage, not on the server.

## What it is used for

Running the site: showing your posts under your name, sending you notifications, keeping you logged in, protecting accounts and communities from abuse, and counting site-wide activity (numbers of sign-ups, posts, comments and active users) so the administrators can see how the site is doing. Nothing is used for advertising or profiling.

## Who can see it

- Everyone: your username, profile picture, about text, points, badges, the communities you moderate, your posts and comments, and your public lists.
- Only you and the administrators: your email address, settings, private lists and mutes.
- Moderators see the reports made in their communities, but not who made them.
- Nobody else. Data is shared with no one, except when the law requires it.

Pictures are stored on the site's own servers. Their metadata (such as camera details and location) is removed when they are uploaded. Link previews are fetched by the site's server, not by your browser. Embedded YouTube players load from YouTube when shown; you can turn embeds off in Settings.

## How long it is kept

Content stays until you or a moderator deletes it. Session data ends when you log out, or after a long time without use. When you delete your account, your email address, password, picture, about text, lists, mutes, notifications and push addresses are removed at once; your posts and comments stay without your name, and your username stays reserved.

## Your choices

You can see and change most of your data in Settings, delete your posts and comments, and delete your account. For anything else (a copy of your data, a correction, a question) contact the site's administrators.

## Changes

If this policy changes in a way that matters, the change is announced on the site before it applies.
`;
