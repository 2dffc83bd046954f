/** The FAQ under the about page: each `## ` heading is one question of the accordion. */
export const FAQ = `Answers to what new members ask most. Each heading below is one question.

## Do I need an account to read?

No. Everything public can be read without an account. You need one to post, comment, vote, join communities, save posts to lists, report content and get notifications. Creating one takes a username and a password; an email address is optional.

## Why should I add an email address?

Without one there is no way to recover your account if you forget your password. You can add or change it any time in Settings.

## How do I create a community?

Communities are created by the site's administrators. Open the Communities page and use the request form: give the name you would like and a short note on what the community is about. The administrators review every request.

## What are points?

Your points are the upvotes your posts and comments received, minus the downvotes. Your own votes on your own content do not count. Points show on your profile; some sites require a few points before members can post images or links.

## Why can't I post an image or a link?

The administrators may require a minimum number of points for image and link posts, to keep spam away. Take part in discussions for a while and the option opens up. Text posts are always allowed, unless a community only lets its moderators post.

## What are lists?

Lists are collections of posts and comments you save. Use Save on a post or comment, pick a list or make a new one. A list can be public, so others can see it on your profile, or private, for you alone.

## How do I stop seeing someone's posts?

Mute them: open the menu on one of their posts, or on their profile, and choose to mute the user. You can mute a whole community the same way. Muted users and communities are listed in Settings, where you can unmute them.

## How do I report a post or a comment?

Use Report in its menu and choose the reason. Reports go to the community's moderators, who decide what to do. You cannot report your own content.

## Can I edit or delete what I wrote?

Yes. Edit and Delete are in the menu of your own posts and comments. Edits made more than a few minutes after posting show an Edited label.

## What happens when I delete my account?

Your account is closed and you are logged out everywhere. Your posts and comments stay, but your name no longer shows on them: they appear as written by a deleted user. Your username stays reserved and cannot be taken by anyone else.

## Is there an app?

The site works as an app: on a phone, use your browser's Install or Add to Home Screen option, and the site opens full screen like any other app. Logged-in members can turn on push notifications.

## Why are there no video uploads?

Storing and streaming video costs far more than a donation-funded site can carry. Share videos by linking to where they are hosted; YouTube links play inside the post.
`;
