import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { SiteLinks } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

const html = (links: Omit<SiteLinks, 'emailEnabled'> | null) =>
  renderToString(
    <MemoryRouter>
      <SiteFooter links={links && { ...links, emailEnabled: false }} />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it("links the operator's contact and source code when set", () => {
    const out = html({ contactEmail: 'team@example.org', sourceCodeUrl: 'https://code.example.org/quorum' });
    expect(out).toContain('href="mailto:team@example.org"');
    expect(out).toContain('<a href="https://code.example.org/quorum" target="_blank" rel="noopener noreferrer">Source code</a>');
    expect(out).not.toContain('API docs');
  });

  it('falls back to the api reference page when no source URL is set, and leaves Contact out', () => {
    for (const links of [null, { contactEmail: null, sourceCodeUrl: null }]) {
      const out = html(links);
      expect(out).toContain('<a href="/api/docs">API docs</a>');
      expect(out).not.toContain('Source code');
      expect(out).not.toContain('mailto:');
    }
  });
});
