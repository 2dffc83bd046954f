import type { SitePage, SitePageName } from '@app/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqSection } from './faq-section';
import { SitePageContent } from './site-page-content';
import { rootPerTest } from '../../../lib/testing/test-root';

interface QueryState {
  data?: SitePage;
  isError?: boolean;
}

const pages = new Map<SitePageName, QueryState>();
const refetch = vi.fn();

vi.mock('../site-pages.api', () => ({
  useGetSitePageQuery: (name: SitePageName) => ({ ...(pages.get(name) ?? {}), refetch }),
}));

// The app's own renderer, without the lazy chunk's wait: the examples must render as posts do.
vi.mock('./page-markdown', async () => {
  const { default: MarkdownBody } = await import('../../../lib/markdown/markdown-body');
  return {
    PageMarkdown: ({ source, className, isOutline }: { source: string; className?: string; isOutline?: boolean }) => (
      <MarkdownBody source={source} className={`markdown ${className ?? ''}`} isOutline={isOutline} />
    ),
  };
});

const page = (name: SitePageName, markdown: string): QueryState => ({ data: { name, markdown, isDefault: false } });

const view = rootPerTest();

beforeEach(() => {
  pages.clear();
  refetch.mockClear();
  document.title = '(3) Quorum';
});

function show(node: React.ReactNode) {
  view.render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('SitePageContent', () => {
  it('shows the title and the text with real headings, and names the tab after the page', () => {
    pages.set('terms', page('terms', 'Intro with **bold**.\n\n## Accounts\n\nBe good.\n\n### Details\n\nMore.'));
    show(<SitePageContent page="terms" defaultTitle="Terms of service" />);
    expect(view.container.querySelector('h1')?.textContent).toBe('Terms of service');
    expect(view.container.querySelector('strong')?.textContent).toBe('bold');
    expect([...view.container.querySelectorAll('h2, h3')].map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H2 Accounts', 'H3 Details']);
    expect(document.title).toBe('(3) Terms of service · Quorum');
  });

  it("takes the title from the operator's leading # heading", () => {
    pages.set('guidelines', page('guidelines', '# House rules\n\nNo spam.'));
    show(<SitePageContent page="guidelines" defaultTitle="Guidelines" />);
    expect(view.container.querySelector('h1')?.textContent).toBe('House rules');
    expect(view.container.querySelector('.site-page__body')?.textContent).toBe('No spam.');
    expect(document.title).toBe('(3) House rules · Quorum');
  });

  it('puts the site name back in the tab when the page goes', () => {
    pages.set('terms', page('terms', 'x'));
    show(<SitePageContent page="terms" defaultTitle="Terms of service" />);
    view.render(<MemoryRouter>{null}</MemoryRouter>);
    expect(document.title).toBe('(3) Quorum');
  });

  it('shows a skeleton while loading, then an error with Retry when the load failed', () => {
    show(<SitePageContent page="about" defaultTitle="About" />);
    expect(view.container.querySelector('h1')?.textContent).toBe('About');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    pages.set('about', { isError: true });
    show(<SitePageContent page="about" defaultTitle="About" />);
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('This page could not be loaded.');
    act(() => alert?.querySelector('button')?.click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows each example of the markdown guide as typed and as rendered', () => {
    pages.set('markdown-guide', page('markdown-guide', '## Emphasis\n\n```example\n*Italic* and ~~gone~~\n```\n\nThe end.'));
    show(<SitePageContent page="markdown-guide" defaultTitle="Markdown guide" />);
    const example = view.container.querySelector('figure.md-example');
    expect(example?.querySelector('pre code')?.textContent).toBe('*Italic* and ~~gone~~');
    expect(example?.querySelector('.md-example__result em')?.textContent).toBe('Italic');
    expect(example?.querySelector('.md-example__result del')?.textContent).toBe('gone');
    expect(view.container.querySelector('h2')?.textContent).toBe('Emphasis');
    expect(view.container.textContent).toContain('The end.');
  });

  it('shows what comes after the text (the FAQ) only once the text is there', () => {
    show(
      <SitePageContent page="about" defaultTitle="About">
        <p id="after">after</p>
      </SitePageContent>,
    );
    expect(view.container.querySelector('#after')).toBeNull();
    pages.set('about', page('about', 'About us.'));
    show(
      <SitePageContent page="about" defaultTitle="About">
        <p id="after">after</p>
      </SitePageContent>,
    );
    expect(view.container.querySelector('#after')).not.toBeNull();
  });
});

describe('FaqSection', () => {
  it('makes each question a closed disclosure with its answer', () => {
    pages.set('faq', page('faq', 'Common questions.\n\n## Is it free?\n\nYes, **always**.\n\n## Who runs it?\n\nVolunteers.'));
    show(<FaqSection />);
    expect(view.container.querySelector('h2')?.textContent).toBe('Frequently asked questions');
    const items = [...view.container.querySelectorAll('details')];
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(['Is it free?', 'Who runs it?']);
    expect(items.every((item) => !item.open)).toBe(true);
    expect(items[0].querySelector('strong')?.textContent).toBe('always');
    expect(view.container.querySelector('.faq__intro')?.textContent).toBe('Common questions.');
  });

  it("leaves the section out for an operator's empty faq.md, and offers Retry when it failed", () => {
    pages.set('faq', page('faq', ''));
    show(<FaqSection />);
    expect(view.container.innerHTML).toBe('');
    pages.set('faq', { isError: true });
    show(<FaqSection />);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('The questions could not be loaded.');
  });
});
