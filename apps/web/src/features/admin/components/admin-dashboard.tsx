import { AdminMessages, type User } from '@app/contract';
import { type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { lazyNamed } from '../../../app/lazy-named';
import { useDocumentTitle } from '../../../lib/document-title';
import { ADMIN_PAGES, type AdminPage } from '../utils/admin-pages';
import { CommentsPage } from './comments-page';
import { CommunitiesPage } from './communities-page';
import { IpBlocksPage } from './ip-blocks-page';
import { RequestsPage } from './requests-page';
import { SettingsPage } from './settings-page';
import { TableSkeleton } from './table-skeleton';
import { UsersPage } from './users-page';
import './admin.css';

// The charts bring uPlot: only the Analytics page loads them.
const AnalyticsPage = lazyNamed(() => import('./analytics-page'), 'AnalyticsPage');

interface DashboardProps {
  page: AdminPage;
  admin: User;
  /** Other features' controls the app composes in: the create-community button. */
  createCommunityButton: ReactNode;
}

function PageContent({ page, admin, createCommunityButton }: DashboardProps) {
  switch (page) {
    case 'index':
      return <SettingsPage />;
    case 'users':
      return <UsersPage />;
    case 'comments':
      return <CommentsPage />;
    case 'communities':
      return <CommunitiesPage createButton={createCommunityButton} />;
    case 'ipbans':
      return <IpBlocksPage />;
    case 'bss':
      return (
        <Suspense fallback={<TableSkeleton />}>
          <AnalyticsPage />
        </Suspense>
      );
    case 'new-community-requests':
      return <RequestsPage admin={admin} />;
  }
}

/** `/admin/{page}` for an admin: the section menu and the page. */
export function AdminDashboard(props: DashboardProps) {
  const { page } = props;
  const pageTitle = AdminMessages.pages[page];
  useDocumentTitle(`${pageTitle} · ${AdminMessages.title}`);
  return (
    <div className="admin">
      <header className="admin__header">
        <h1 className="admin__title">{AdminMessages.title}</h1>
        <nav className="admin__nav" aria-label={AdminMessages.navLabel}>
          <ul className="admin__nav-list">
            {ADMIN_PAGES.map((name) => (
              <li key={name}>
                <NavLink to={`/admin/${name}`} className="admin__nav-link" onPointerEnter={name === 'bss' ? () => void AnalyticsPage.preload() : undefined}>
                  {AdminMessages.pages[name]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <section className="card admin__page" aria-labelledby="admin-page-title">
        <h2 id="admin-page-title" className="admin__page-title">
          {pageTitle}
        </h2>
        <PageContent {...props} />
      </section>
    </div>
  );
}
