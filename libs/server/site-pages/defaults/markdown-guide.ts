/** The markdown guide: each ```example block shows its source beside the rendered result (the web renders those). */
export const MARKDOWN_GUIDE = `Posts, comments, community descriptions and the text about you on your profile are written in **markdown**: plain text with a few marks that turn into formatting. Each example below shows what you type and what readers see.

## Paragraphs and line breaks

Leave an empty line between paragraphs. A single line break inside a paragraph is joined into one line; end a line with two spaces or a backslash to keep the break.

\`\`\`example
First paragraph.
Still the first paragraph.

Second paragraph, with a break\\
right here.
\`\`\`

## Emphasis

\`\`\`example
*Italic* or _italic_, **bold** or __bold__,
***both***, and ~~struck through~~.
\`\`\`

## Links

Write the text in square brackets and the address in parentheses. Bare web addresses become links by themselves. Links to other sites open in a new tab; links to this site stay in the app. Only \`http\`, \`https\`, \`mailto\`, \`irc\`, \`ircs\` and \`xmpp\` addresses are turned into links.

\`\`\`example
[The guidelines](/guidelines) are worth a read.
Search the web at [an example site](https://example.com "A title shown on hover").
Or just paste it: https://example.org
\`\`\`

## Pictures

Pictures are not loaded from other sites inside a text: an image in markdown shows as a link to it. To share a picture, make an image post.

\`\`\`example
![A sunset over the bay](https://example.com/sunset.jpg)
\`\`\`

## Headings

Start a line with one to six \`#\` and a space. In posts and comments a heading shows as a bold line, larger for \`#\` and \`##\`.

\`\`\`example
# A big heading
### A smaller one
\`\`\`

## Lists

Start each line with \`-\`, \`*\` or \`+\` for a bulleted list, or a number and a full stop for a numbered one. Indent by two or more spaces to nest.

\`\`\`example
- Apples
- Oranges
  - Blood oranges
  - Navel oranges

1. Preheat the oven.
2. Mix everything.
3. Bake for 20 minutes.
\`\`\`

## Quotes

Start a line with \`>\` to quote. Quotes can be nested.

\`\`\`example
> Simplicity is prerequisite for reliability.
>
> > Quoted inside a quote.
\`\`\`

## Code

Put short code between backticks. For a block, put three backticks on a line before and after it, or indent every line by four spaces.

\`\`\`\`example
Run \`npm start\` in a terminal.

\`\`\`
function greet(name) {
  return \`Hello, \${name}!\`;
}
\`\`\`
\`\`\`\`

## Horizontal lines

Three or more \`-\`, \`*\` or \`_\` on a line of their own draw a line across.

\`\`\`example
Above the line.

---

Below the line.
\`\`\`

## Showing the marks themselves

Put a backslash before a mark to show it as it is. HTML is never run: tags show as typed.

\`\`\`example
\\*Not italic\\*, 1\\. not a list, and <b>not bold</b>.
\`\`\`
`;
