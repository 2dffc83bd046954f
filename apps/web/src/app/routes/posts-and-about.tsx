import { UiMessages } from '@app/contract';
import { type ReactNode, useId, useState } from 'react';
import { SectionTabs } from '../../components/tabs/section-tabs';
import { SIDE_COLUMN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import './with-sidebar.css';

type Section = 'posts' | 'about';
const SECTIONS = [
  { value: 'posts', label: UiMessages.sectionTabs.posts },
  { value: 'about', label: UiMessages.sectionTabs.about },
] as const;

/**
 * The layout state of a page with posts and an about (a community, a profile). Held by the route, above its
 * loading and error returns, so the tab chosen on a narrow screen stays while the page's data comes and goes.
 */
export function usePostsAndAbout() {
  const hasSideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
  const [section, setSection] = useState<Section>('posts');
  const tabsId = useId();
  return { hasSideColumn, section, setSection, tabsId };
}

interface PostsAndAboutProps {
  sections: ReturnType<typeof usePostsAndAbout>;
  header: ReactNode;
  posts: ReactNode;
  about: ReactNode;
}

/** Posts beside the about on a wide screen; under the header, Posts and About tabs on a narrow one. */
export function PostsAndAbout({ sections, header, posts, about }: PostsAndAboutProps) {
  const { hasSideColumn, section, setSection, tabsId } = sections;
  if (hasSideColumn) {
    return (
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          {header}
          {posts}
        </div>
        {about}
      </div>
    );
  }
  return (
    <div>
      {header}
      <SectionTabs tabs={SECTIONS} value={section} onChange={setSection} label={UiMessages.pageSections} idPrefix={tabsId} />
      <div role="tabpanel" id={`${tabsId}-panel-${section}`} aria-labelledby={`${tabsId}-tab-${section}`}>
        {section === 'posts' ? posts : about}
      </div>
    </div>
  );
}
