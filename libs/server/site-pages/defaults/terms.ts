/** The terms of service. */
export const TERMS = `These terms are the agreement between you and the people who run this site (the operators). By creating an account or posting here, you accept them. If you do not, please do not use the site.

## Your account

- You need to be old enough to agree to these terms where you live, and at least 13 in any case.
- Keep your password to yourself. You are responsible for what is done with your account.
- One person, one account, unless the administrators agreed otherwise. Accounts may not be sold or handed over.
- You can delete your account at any time in Settings.

## What you post

- You keep the rights to what you post. By posting it, you give the site a worldwide, free licence to store, show and distribute it as part of the site, for as long as it stays on the site, including in copies of pages that others shared.
- You may post only what you have the right to post.
- What you post must follow the [guidelines](/guidelines) and the rules of the community you post in.
- When you delete a post or comment, it is removed from the site. When you delete your account, your posts and comments stay but no longer show your name.

## Moderation

Moderators and administrators may remove content, lock threads and ban accounts that break the guidelines or these terms, with or without warning. Administrators may also suspend accounts site-wide. Decisions are made by volunteers acting in good faith; if you think one is wrong, ask the administrators to look at it again.

## The service

- The site is provided free of charge and as it is, without any warranty. It may be unavailable at times, and features may change.
- The operators are not responsible for what members post, nor for the sites that posts link to.
- As far as the law allows, the operators are not liable for any loss that comes from using the site.

## Changes

These terms may change. Important changes are announced on the site before they take effect; using the site after that means you accept the new terms.

## Questions

For anything about these terms, contact the site's administrators. How your data is handled is described in the [privacy policy](/privacy-policy).
`;
