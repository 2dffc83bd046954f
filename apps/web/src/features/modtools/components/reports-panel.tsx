import { type Comment, type Community, ModtoolsMessages, type Post, type Report } from '@app/contract';
import { Link } from 'react-router';
import { formatDateTime, timeAgo } from '../../../lib/time-ago';
import { useGetReportsQuery, useIgnoreReportMutation } from '../modtools.api';
import { usePanelAlerts } from '../hooks/use-panel-alerts';
import { reportTargetPath } from '../utils/report-target';
import { Pager } from './pager';
import { PanelFrame, PanelList } from './panel-frame';
import { usePageParam } from './use-page-param';

function TargetSummary({ report }: { report: Report }) {
  const target = report.target;
  if (!target) return <p className="modtools-item__muted">{ModtoolsMessages.targetGone}</p>;
  if (report.type === 'post') {
    const post = target as Post;
    return (
      <p className="modtools-item__title">
        {post.title}
        {post.deleted && <span className="modtools-item__muted"> {ModtoolsMessages.targetDeleted}</span>}
      </p>
    );
  }
  const comment = target as Comment;
  return (
    <>
      <p className="modtools-item__excerpt">{comment.body}</p>
      {comment.postTitle && <p className="modtools-item__muted">{ModtoolsMessages.reportOnPost(comment.postTitle)}</p>}
    </>
  );
}

/** Reports, newest first (docs/api/communities.md): the reason and the target; Ignore removes one, Handle opens the item. */
export function ReportsPanel({ community }: { community: Community }) {
  const { run } = usePanelAlerts('modtools-report');
  const [page, setPage] = usePageParam();
  const query = useGetReportsQuery({ communityId: community.id, page });
  const { data } = query;
  const [ignoreReport] = useIgnoreReportMutation();

  const handleIgnore = (report: Report) => run(() => ignoreReport({ communityId: community.id, page, report }).unwrap(), ModtoolsMessages.reportIgnored);

  return (
    <PanelFrame title={ModtoolsMessages.pages.reports}>
      {data && <p className="modtools-panel__summary">{ModtoolsMessages.reportCounts(data.details.noPostReports, data.details.noCommentReports)}</p>}
      <PanelList query={query} items={data?.reports} emptyText={ModtoolsMessages.noReports}>
        {(reports) => (
          <ul className="modtools-list">
            {reports.map((report) => {
              const path = reportTargetPath(report, community.name);
              return (
                <li key={report.id} className="modtools-item">
                  <div className="modtools-item__body">
                    <p className="modtools-item__meta">
                      <span className="modtools-item__badge">{report.type === 'post' ? ModtoolsMessages.reportedPost : ModtoolsMessages.reportedComment}</span>
                      <strong className="modtools-item__reason">{report.reason}</strong>
                      <time dateTime={report.createdAt} title={formatDateTime(report.createdAt)}>
                        {timeAgo(report.createdAt)}
                      </time>
                    </p>
                    <TargetSummary report={report} />
                  </div>
                  <div className="modtools-item__actions">
                    <button type="button" className="button button--ghost button--sm" onClick={() => void handleIgnore(report)}>
                      {ModtoolsMessages.ignore}
                    </button>
                    {path && (
                      <Link className="button button--secondary button--sm" to={path}>
                        {ModtoolsMessages.handle}
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PanelList>
      {data && <Pager page={page} total={data.details.noReports} onChange={setPage} />}
    </PanelFrame>
  );
}
