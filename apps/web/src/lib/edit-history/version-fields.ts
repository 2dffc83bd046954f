import { type CommentVersion, EditHistoryMessages, type PostVersion } from '@app/contract';

export interface VersionFields {
  createdAt: string;
  fields: { label: string; text: string }[];
}

/** A post's title, text and link, or a comment's body, as labelled texts the dialog compares field by field. */
export function versionFields(versions: readonly (PostVersion | CommentVersion)[]): VersionFields[] {
  return versions.map((v) =>
    'title' in v
      ? {
          createdAt: v.createdAt,
          fields: [
            { label: EditHistoryMessages.titleLabel, text: v.title },
            { label: EditHistoryMessages.bodyLabel, text: v.body ?? '' },
            ...(v.link ? [{ label: EditHistoryMessages.linkLabel, text: v.link }] : []),
          ],
        }
      : { createdAt: v.createdAt, fields: [{ label: EditHistoryMessages.bodyLabel, text: v.body }] },
  );
}
