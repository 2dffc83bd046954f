import { SitePageMessages, type SitePageName } from '@app/contract';
import { type ReactNode, useId, useMemo } from 'react';
import { PageMarkdown } from './page-markdown';
import { useDocumentTitle } from '../../../lib/document-title';
import { useGetSitePageQuery } from '../site-pages.api';
import { splitTitle } from '../utils/page-sections';
import { MarkdownGuideBody } from './markdown-guide-body';
import { SitePageError, SitePageSkeleton } from './site-page-states';
import './site-pages.css';

interface SitePageContentProps {
  page: SitePageName;
  /** The page's name in the app; a leading `# Title` in the operator's file replaces it. */
  defaultTitle: string;
  /** Shown under the text once it loaded (the about page's FAQ). */
  children?: ReactNode;
}

/** One of the site's own pages: its title, its markdown (the operator's or the built-in one), every state. */
export function SitePageContent({ page, defaultTitle, children }: SitePageContentProps) {
  const headingId = useId();
  const { data, isError, refetch } = useGetSitePageQuery(page);
  const parts = useMemo(() => (data ? splitTitle(data.markdown) : null), [data]);
  const title = parts?.title ?? defaultTitle;
  useDocumentTitle(title);
  return (
    <article className="card site-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="site-page__title">
        {title}
      </h1>
      {parts ? (
        <>
          {page === 'markdown-guide' ? <MarkdownGuideBody markdown={parts.body} /> : <PageMarkdown source={parts.body} className="site-page__body" isOutline />}
          {children}
        </>
      ) : isError ? (
        <SitePageError message={SitePageMessages.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <SitePageSkeleton />
      )}
    </article>
  );
}
