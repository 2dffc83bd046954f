import { SitePageMessages } from '@app/contract';
import { useMemo } from 'react';
import { PageMarkdown } from './page-markdown';
import { splitExamples } from '../utils/page-sections';

/** The guide's text, with each ```example block shown as typed beside what the app renders of it. */
export function MarkdownGuideBody({ markdown }: { markdown: string }) {
  const parts = useMemo(() => splitExamples(markdown), [markdown]);
  return (
    <div className="site-page__body">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <PageMarkdown key={index} source={part.markdown} isOutline />
        ) : (
          <figure key={index} className="md-example" aria-label={SitePageMessages.example}>
            <div className="md-example__pane">
              <p className="md-example__label">{SitePageMessages.exampleSource}</p>
              <pre className="md-example__source">
                <code>{part.source}</code>
              </pre>
            </div>
            <div className="md-example__pane">
              <p className="md-example__label">{SitePageMessages.exampleResult}</p>
              <PageMarkdown source={part.source} className="md-example__result" />
            </div>
          </figure>
        ),
      )}
    </div>
  );
}
