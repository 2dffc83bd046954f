/** The about page (docs/screens.md §1: non-profit, open source, not federated, donations, no ads or tracking, no video uploads). */
export const ABOUT = `Quorum is a place for communities to share links, pictures and ideas, and to talk about them. Anyone can read; members post in communities, comment in threads, vote on what deserves attention, and keep what they want to come back to in lists.

## What this site is

- **Non-profit.** The site exists for its communities, not to make money from them.
- **Open source.** The software that runs it is free software: anyone can read the code, suggest changes or run a copy of their own.
- **Not federated.** Accounts and communities live on this site only; it does not exchange posts with other servers.
- **Funded by donations.** Running costs are paid by the people who use it and choose to chip in. Supporters can get a badge on their profile if they want one.
- **No ads, no tracking.** There are no advertisements, no third-party trackers and no selling of data. The only statistics kept are site-wide counts (sign-ups, posts, comments, active users) that help the administrators keep the site running.
- **No native video uploads.** Hosting video is expensive; you can upload pictures, and share videos by linking to them. Links to YouTube videos show a player right in the post.

## How it works

Posts live in **communities**, each about one topic and looked after by its own moderators. The home feed shows posts from every community, or only from the ones you joined if you prefer; you can sort it by what is hot, by activity, by the newest, or by the best of a day, week, month, year or all time.

Votes decide what rises. Each upvote on your posts and comments gives you a point, each downvote takes one away. Communities are created by the administrators when members ask for them: if the community you want does not exist yet, request it from the Communities page.

Everyone here agrees to the [guidelines](/guidelines), the [terms of service](/terms) and the [privacy policy](/privacy-policy). Moderators also follow the [moderator guidelines](/moderator-guidelines). The [markdown guide](/markdown-guide) shows how to format posts and comments.
`;
