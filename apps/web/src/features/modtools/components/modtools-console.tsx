import { type Community, ModtoolsMessages, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { MODTOOLS_PAGES, type ModtoolsPage } from '../utils/subpages';
import { BannedPanel } from './banned-panel';
import { ModPostsPanel } from './mod-posts-panel';
import { ModsPanel } from './mods-panel';
import { ReportsPanel } from './reports-panel';
import { RulesPanel } from './rules-panel';
import { type CommunityImageEditor, SettingsPanel } from './settings-panel';
import '../../../components/feed/feed.css';
import './modtools.css';

export interface ModtoolsViewer {
  username: string;
  isAdmin: boolean;
  /** A moderator of this community (an admin may moderate it too). */
  isMod: boolean;
}

interface ConsoleProps {
  community: Community;
  page: ModtoolsPage;
  viewer: ModtoolsViewer;
  imageEditor: CommunityImageEditor;
}

function Panel({ community, page, viewer, imageEditor }: ConsoleProps) {
  switch (page) {
    case 'settings':
      return <SettingsPanel key={community.id} community={community} viewer={viewer} imageEditor={imageEditor} />;
    case 'reports':
      return <ReportsPanel community={community} />;
    case 'removed':
      return <ModPostsPanel community={community} filter="deleted" />;
    case 'locked':
      return <ModPostsPanel community={community} filter="locked" />;
    case 'banned':
      return <BannedPanel community={community} />;
    case 'mods':
      return <ModsPanel community={community} viewer={viewer} />;
    case 'rules':
      return <RulesPanel community={community} />;
  }
}

/** The console's frame: which community, MOD TOOLS or ADMIN, the subpage menu, and the subpage. */
export function ModtoolsConsole({ community, page, viewer, imageEditor }: ConsoleProps) {
  const title = viewer.isMod ? UiMessages.modTools : UiMessages.adminTools;
  return (
    <div className="modtools">
      <header className="card modtools__header">
        <div className="modtools__heading">
          <h1 className="modtools__title">{title}</h1>
          <Link className="modtools__community" to={`/${community.name}`}>
            {`/${community.name}`}
          </Link>
        </div>
      </header>
      <nav className="modtools__nav" aria-label={ModtoolsMessages.navLabel}>
        <ul className="modtools__nav-list">
          {MODTOOLS_PAGES.map((name) => (
            <li key={name}>
              <Link className="modtools__nav-link" to={`/${community.name}/modtools/${name}`} aria-current={name === page ? 'page' : undefined} replace>
                {ModtoolsMessages.pages[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Panel community={community} page={page} viewer={viewer} imageEditor={imageEditor} />
    </div>
  );
}
