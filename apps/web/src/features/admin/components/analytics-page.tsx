import { AdminMessages } from '@app/contract';
import { useMemo } from 'react';
import { useListSnapshotsInfiniteQuery } from '../admin.api';
import { TimeAgo } from '../../../lib/use-now';
import { CHARTS, latestTakenAt, toColumns } from '../utils/bss-series';
import { formatDate } from '../utils/format-date';
import { StatChart } from './stat-chart';
import { LoadError, TableSkeleton } from './table-skeleton';

/**
 * `/admin/bss`: the hourly basic site statistics (docs/api/rules.md §17) over time, one chart per subject.
 * A lazy chunk of its own with uPlot, so no other page pays for the charts.
 */
export function AnalyticsPage() {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useListSnapshotsInfiniteQuery();
  const columns = useMemo(() => toColumns((data?.pages ?? []).flatMap((page) => page.events ?? [])), [data]);
  if (isLoading) return <TableSkeleton />;
  if (isError || !data) return <LoadError onRetry={() => void refetch()} />;
  if (columns.times.length === 0) return <p className="admin__empty">{AdminMessages.noSnapshots}</p>;
  const latest = latestTakenAt(columns) ?? '';
  return (
    <div className="admin__stack">
      <p className="admin__muted">
        {AdminMessages.snapshotCount(columns.times.length)}, {AdminMessages.latestTaken}{' '}
        <time dateTime={latest} title={formatDate(latest)}>
          <TimeAgo date={latest} />
        </time>
      </p>
      <div className="admin__charts">
        {CHARTS.map((chart) => (
          <StatChart key={chart.title} title={chart.title} keys={chart.keys} columns={columns} />
        ))}
      </div>
      {hasNextPage && (
        <button type="button" className="button button--secondary button--sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {AdminMessages.loadOlder}
        </button>
      )}
    </div>
  );
}
