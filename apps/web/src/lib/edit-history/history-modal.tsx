import { EditHistoryMessages } from '@app/contract';
import { Modal } from '../../components/modal/modal';
import { useGetCommentVersionsQuery, useGetPostVersionsQuery } from './edit-history.api';
import type { HistoryTarget } from './history-target';
import { type VersionFields, versionFields } from './version-fields';
import { WordDiff } from './word-diff';
import './edit-history.css';

function useVersions(target: HistoryTarget) {
  const post = useGetPostVersionsQuery(target.type === 'post' ? target.publicId : '', { skip: target.type !== 'post' });
  const comment = useGetCommentVersionsQuery(target.type === 'comment' ? target.id : '', { skip: target.type !== 'comment' });
  const query = target.type === 'post' ? post : comment;
  return { versions: query.data ? versionFields(query.data.versions) : undefined, isError: query.isError, refetch: query.refetch };
}

function versionLabel(index: number, count: number): string {
  if (index === 0) return EditHistoryMessages.current;
  if (index === count - 1) return EditHistoryMessages.original;
  return EditHistoryMessages.editedAt;
}

/** Each version newest first: its time and, against the version before it, what that edit changed word by word. */
function VersionList({ versions }: { versions: VersionFields[] }) {
  return (
    <ol className="edit-history">
      {versions.map((version, index) => {
        const before = versions[index + 1];
        const headingId = `edit-history-${index}`;
        return (
          <li key={index} className="edit-history__version" aria-labelledby={headingId}>
            <h3 id={headingId} className="edit-history__heading">
              {versionLabel(index, versions.length)}{' '}
              <time dateTime={version.createdAt} className="edit-history__time">
                {new Date(version.createdAt).toLocaleString()}
              </time>
            </h3>
            {version.fields.map((field, fieldIndex) => {
              const previous = before?.fields[fieldIndex]?.text;
              if (before ? previous === field.text && version.fields.length > 1 : !field.text) return null;
              return (
                <div key={field.label} className="edit-history__field">
                  {version.fields.length > 1 && <p className="edit-history__label">{field.label}</p>}
                  <p className="edit-history__text">{before ? <WordDiff before={previous ?? ''} after={field.text} /> : field.text}</p>
                </div>
              );
            })}
            {before && version.fields.every((f, i) => f.text === before.fields[i]?.text) && (
              <p className="edit-history__same">{EditHistoryMessages.unchanged}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function HistoryModal({ target, onClose }: { target: HistoryTarget; onClose: () => void }) {
  const { versions, isError, refetch } = useVersions(target);
  return (
    <Modal title={EditHistoryMessages.title} onClose={onClose} description={EditHistoryMessages.legend}>
      {isError ? (
        <div className="edit-history__error" role="alert">
          <p>{EditHistoryMessages.failed}</p>
          <button type="button" className="button button--sm" onClick={() => void refetch()}>
            {EditHistoryMessages.retry}
          </button>
        </div>
      ) : !versions ? (
        <div className="edit-history__loading" aria-busy="true">
          <span className="visually-hidden" role="status">
            {EditHistoryMessages.loading}
          </span>
          <div className="edit-history__skeleton" />
          <div className="edit-history__skeleton" />
        </div>
      ) : versions.length < 2 ? (
        <p className="edit-history__empty">{EditHistoryMessages.empty}</p>
      ) : (
        <VersionList versions={versions} />
      )}
    </Modal>
  );
}
