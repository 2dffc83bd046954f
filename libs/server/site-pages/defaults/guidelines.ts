/** The site-wide guidelines every member follows. */
export const GUIDELINES = `These guidelines apply everywhere on the site. Communities may add their own rules on top of them; you will find those in each community's sidebar. Moderators and administrators enforce them, and may remove content or ban accounts that break them.

## Be kind to people

- Disagree with ideas, not with the people who hold them. No insults, name-calling or personal attacks.
- No harassment: do not follow someone around the site, pile on, or keep contacting someone who asked you to stop.
- No hate: do not attack people for their race, ethnicity, nationality, religion, gender, sexual orientation, disability or age.
- No threats of violence, and no encouraging anyone to harm themselves or others.

## Keep it real

- Post in good faith. Do not pretend to be someone else, and do not run several accounts to vote, argue or avoid a ban.
- No spam: do not post the same thing again and again, flood communities with links to your own site, or trade votes.
- Do not manipulate votes, by hand or by script.
- Mark satire as satire, and do not present rumours or edited media as fact.

## Respect privacy

- Do not post anyone's personal information (address, phone number, workplace, private photos or messages) without their clear consent, even if it can be found elsewhere.
- Do not post intimate or sexual images of anyone without their consent. Ever.

## Stay within the law

- Nothing illegal, and nothing that sexualises minors, in any form. Such content is removed and reported to the authorities.
- Respect copyright: link to work rather than copying it whole, and credit its authors.

## Make it easy to read

- Give posts a title that says what they are about, and post them in the community they belong to.
- Search before asking: the question may already have a good thread.
- Use the [markdown guide](/markdown-guide) to format longer posts, and hide spoilers behind a warning.

## When something is wrong

Use **Report** on the post or comment instead of replying to it: moderators see reports, and arguing in the thread rarely helps. If you think a moderator made a wrong call, message the site's administrators.
`;
