// Stroke icons drawn for the sidebar and bottom bar; inline so the first paint needs no request.

/**
 * The chrome's icon frame; each icon is one path (its lines, circles and rounded boxes drawn as subpaths),
 * stroked in the text's colour with nothing filled, so the subpaths draw as separate shapes would.
 */
export function Icon({ d }: { d: string }) {
  return (
    <svg
      className="chrome-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const HomeIcon = () => <Icon d="M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" />;

export const CommunitiesIcon = () => (
  <Icon d="M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.4c1.9.8 3.2 2.9 3.5 5.6" />
);

export const PlusIcon = () => <Icon d="M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4ZM12 8v8M8 12h8" />;

export const SearchIcon = () => <Icon d="M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0M16 16l4.5 4.5" />;

export const BellIcon = () => <Icon d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15ZM10 20.5a2.2 2.2 0 0 0 4 0" />;

// Kept importable from here too; the home route's cards import it from its own module, so they do not bring the chrome's icons along.
export { MoreIcon } from './more-icon';
