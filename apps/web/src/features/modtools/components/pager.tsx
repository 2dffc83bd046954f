import { ModtoolsMessages } from '@app/contract';
import { pageCount, pageItems } from '../utils/pagination';

/** Numbered pages for the console's lists; nothing when everything fits on one page. */
export function Pager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const count = pageCount(total);
  if (count <= 1) return null;
  return (
    <nav className="modtools-pager" aria-label={ModtoolsMessages.pagination}>
      <ul className="modtools-pager__list">
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="modtools-pager__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="button button--ghost button--sm modtools-pager__page"
                aria-label={ModtoolsMessages.pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
