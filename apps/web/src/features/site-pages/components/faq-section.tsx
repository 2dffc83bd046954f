import { SitePageMessages } from '@app/contract';
import { useId, useMemo } from 'react';
import { PageMarkdown } from './page-markdown';
import { useGetSitePageQuery } from '../site-pages.api';
import { splitFaq } from '../utils/page-sections';
import { SitePageError, SitePageSkeleton } from './site-page-states';

/** The about page's FAQ: one disclosure per question. An operator's empty faq.md leaves it out. */
export function FaqSection() {
  const headingId = useId();
  const { data, isError, refetch } = useGetSitePageQuery('faq');
  const faq = useMemo(() => (data ? splitFaq(data.markdown) : null), [data]);
  if (faq && !faq.intro && faq.items.length === 0) return null;
  return (
    <section className="faq" aria-labelledby={headingId}>
      <h2 id={headingId} className="faq__title">
        {SitePageMessages.faqTitle}
      </h2>
      {!faq ? (
        isError ? (
          <SitePageError message={SitePageMessages.faqFailed} onRetry={() => void refetch()} />
        ) : (
          <SitePageSkeleton lines={6} />
        )
      ) : (
        <>
          {faq.intro && <PageMarkdown source={faq.intro} className="faq__intro" isOutline />}
          <div className="faq__items">
            {faq.items.map((item, index) => (
              <details key={index} className="faq__item">
                <summary className="faq__question">{item.question}</summary>
                <PageMarkdown source={item.answer} className="faq__answer" />
              </details>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
