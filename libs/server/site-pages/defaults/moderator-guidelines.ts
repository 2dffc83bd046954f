/** What is expected of community moderators. */
export const MODERATOR_GUIDELINES = `Moderators keep their communities on topic and welcoming. These are the expectations for everyone who moderates a community on this site, on top of the site's [guidelines](/guidelines), which moderators follow like every other member.

## Your community, the site's rules

- The site's guidelines apply in every community. You may add rules for your community (in Mod tools, Rules), but never rules that allow what the site forbids.
- Write rules that members can follow: short, specific, and with a line on why they exist.
- Keep the community's description and rules up to date, so newcomers know what belongs there.

## Acting on content

- Look at the reports queue (Mod tools, Reports) regularly. Handle what breaks the rules; ignore reports that do not.
- Remove content for what it is, not for who wrote it or whether you agree with it. Disagreement is not a reason to remove anything.
- Prefer the lightest action that works: a reply explaining a rule, then locking a heated thread, then removing content.
- When you act as a moderator in a thread, speak officially (tick **Speaking officially**) so members can tell a moderator's decision from a personal opinion.
- Pinned posts are for announcements and recurring threads that help the community, not for promoting your own posts.

## Bans

- Ban from the community members who keep breaking its rules after a warning, or who join only to cause harm (spam, harassment).
- Do not ban people for criticising you or your decisions. Criticism of moderation is allowed as long as it follows the guidelines.
- Keep a short note of why you banned someone, so the other moderators can answer questions about it.

## Working together

- Moderators are listed in the community's sidebar in the order they were added. You can remove only moderators added after you; administrators can remove any.
- Discuss big changes (new rules, new moderators) with the other moderators before making them.
- If you can no longer moderate, step down rather than leaving the community unattended.

## What to send to the administrators

Illegal content, threats of violence, content sexualising minors, ban evasion across communities and spam networks: remove what you can and tell the site's administrators. They can ban accounts site-wide and act on things no community can.
`;
