/** One run of a rendered notification title: plain text, bold or not. */
export interface TitleRun {
  text: string;
  bold: boolean;
}

// The only entities the server writes (docs/api/notifications.md §3 escapes & < > " '), plus numeric ones.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A rendered title (`format=html`: escaped text with `<b>…</b>` around names) as runs of text, so the
 * client shows it with React text nodes instead of injecting HTML: whatever a server sends, no markup
 * but bold takes effect, and any other tag shows as the literal text it is.
 */
export function parseNotificationTitle(html: string): TitleRun[] {
  const runs: TitleRun[] = [];
  let bold = false;
  for (const part of html.split(/(<b>|<\/b>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<b>' || tag === '</b>') {
      bold = tag === '<b>';
      continue;
    }
    if (part === '') continue;
    const text = decodeEntities(part);
    const last = runs.at(-1);
    if (last && last.bold === bold) last.text += text;
    else runs.push({ text, bold });
  }
  return runs;
}

/** The title as plain text, for accessible names and the document. */
export const notificationTitleText = (html: string): string =>
  parseNotificationTitle(html)
    .map((run) => run.text)
    .join('');
