import { describe, expect, it } from 'vitest';
import { renderedHtml } from './render-for-test';

const ORIGIN = window.location.origin;

/** Bodies crafted to run script or leave the site while looking harmless. */
const CORPUS: Record<string, string> = {
  'javascript: link': '[x](javascript:alert(1))',
  'mixed-case scheme': '[x](JaVaScRiPt:alert(1))',
  'data: link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'vbscript: link': '[x](vbscript:msgbox(1))',
  'hex entity in scheme': '[x](jav&#x61;script:alert(1))',
  'decimal entity in scheme': '[x](&#106;avascript:alert(1))',
  'named entity colon': '[x](javascript&colon;alert(1))',
  'tab in scheme': '[x](<java\tscript:alert(1)>)',
  'entity tab in scheme': '[x](java&#9;script:alert(1))',
  'newline entity in scheme': '[x](java&#10;script:alert(1))',
  'leading space and control': '[x](< javascript:alert(1)>)',
  'percent-encoded scheme': '[x](javascript%3Aalert(1))',
  'autolink javascript': '<javascript:alert(1)>',
  'autolink data': '<data:text/html,<script>alert(1)</script>>',
  'reference-style link': '[x][evil]\n\n[evil]: javascript:alert(1)',
  'reference-style with title': '[x][e]\n\n[e]: JaVaScRiPt:alert(1) "t"',
  'collapsed reference': '[evil][]\n\n[evil]: data:text/html,x',
  'image with javascript': '![x](javascript:alert(1))',
  'image reference': '![x][i]\n\n[i]: javascript:alert(1)',
  'raw script': '<script>alert(1)</script>',
  'raw script in paragraph': 'hi <script>alert(1)</script> there',
  'img onerror': '<img src=x onerror=alert(1)>',
  'svg onload': '<svg onload=alert(1)>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'anchor tag': '<a href="javascript:alert(1)">x</a>',
  'html block': '<div onmouseover="alert(1)">\n\n*x*\n\n</div>',
  'style tag': '<style>body{background:url(javascript:alert(1))}</style>',
  'attribute breakout in title': '[x](https://a.example/ "\\" onmouseover=\\"alert(1)")',
  'attribute breakout in url': '[x](https://a.example/"onmouseover="alert(1))',
  'code fence language': '```"><script>alert(1)</script>\nx\n```',
  'protocol-relative': '[x](//evil.example/)',
  'backslash host': '[x](/\\evil.example)',
  'backslash host, autolink literal': 'see /\\evil.example',
  'tab between slashes': '[x](</\t/evil.example>)',
};

const SCRIPT_SCHEME = /^\s*(javascript|data|vbscript|file):/i;

function inspect(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const problems: string[] = [];
  for (const element of box.querySelectorAll('*')) {
    if (!['P', 'A', 'SPAN', 'EM', 'STRONG', 'CODE', 'PRE', 'DIV', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'DEL', 'BR', 'HR'].includes(element.tagName)) {
      problems.push(`element <${element.tagName.toLowerCase()}>`);
    }
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || ['src', 'srcdoc', 'style', 'formaction', 'action'].includes(attribute.name))
        problems.push(`attribute ${attribute.name}`);
    }
    const href = element.getAttribute('href');
    if (href === null) continue;
    if (element.tagName !== 'A') problems.push(`href on <${element.tagName.toLowerCase()}>`);
    const url = new URL(href, `${ORIGIN}/`);
    if (SCRIPT_SCHEME.test(href) || !['http:', 'https:', 'mailto:', 'irc:', 'ircs:', 'xmpp:'].includes(url.protocol)) problems.push(`href ${href}`);
    // Off the site only as an external link: new tab, no opener, no referrer, nofollow.
    const leaves = url.origin !== ORIGIN;
    if (leaves && (element.getAttribute('target') !== '_blank' || element.getAttribute('rel') !== 'nofollow noopener noreferrer ugc')) {
      problems.push(`off-site link without the external-link rules: ${href}`);
    }
  }
  return problems;
}

describe('Markdown XSS corpus', () => {
  it.each(Object.entries(CORPUS))('%s renders inert', (_name, source) => {
    expect(inspect(renderedHtml(source))).toEqual([]);
  });

  it('keeps the text of a refused link', () => {
    expect(renderedHtml('[click me](jav&#x61;script:alert(1))')).toBe('<p><span>click me</span></p>');
  });

  // '/\host' is '//host' to a browser; judged on the raw string it would be a same-tab in-app link.
  it('keeps a backslash path on the site', () => {
    expect(renderedHtml('[x](/\\evil.example)')).toBe('<p><a href="/%5Cevil.example" data-discover="true">x</a></p>');
    const scheme = window.location.protocol;
    expect(renderedHtml('[x](//evil.example/)')).toBe(`<p><a href="${scheme}//evil.example/" target="_blank" rel="nofollow noopener noreferrer ugc">x</a></p>`);
  });
});
