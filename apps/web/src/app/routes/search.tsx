import { SearchMessages } from '@app/contract';
import { useSearchParams } from 'react-router';
import { SearchPage } from '../../features/search/components/search-page';
import { readSearchParams } from '../../features/search/search-params';
import { useDocumentTitle } from '../../lib/document-title';

/** `/search?q=…&type=…&sort=…&community=…` (docs/screens.md, "Search"). */
export function SearchRoute() {
  const [params] = useSearchParams();
  const search = readSearchParams(params);
  useDocumentTitle(SearchMessages.pageTitle(search.q));
  return <SearchPage search={search} />;
}
