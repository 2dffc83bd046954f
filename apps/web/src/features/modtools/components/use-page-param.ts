import { useSearchParams } from 'react-router';

/** The list page lives in `?page=` so Back and a reload keep it; anything odd reads as 1. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) }, { replace: true });
  return [page, setPage];
}
