import { Icon } from './chrome-icons';

// The sidebar's own icons: a module apart, so they load with the sidebar's chunk, not the first paint.

export const FeedIcon = () => (
  <Icon d="M5.5 4h13a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 8.5v-3A1.5 1.5 0 0 1 5.5 4ZM5.5 14h13a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-3A1.5 1.5 0 0 1 5.5 14Z" />
);

export const ListIcon = () => <Icon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />;

export const DocumentIcon = () => <Icon d="M6 3h8l4 4v14H6ZM14 3v4h4M9 12h6M9 16h6" />;

export const InfoIcon = () => <Icon d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 11v5M12 8h.01" />;

export const MailIcon = () => <Icon d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM4 7l8 6 8-6" />;

/** Angle brackets: the link to the site's source code. */
export const CodeIcon = () => <Icon d="M8 7l-5 5 5 5M16 7l5 5-5 5" />;
