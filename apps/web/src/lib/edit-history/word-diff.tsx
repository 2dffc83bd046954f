import { EditHistoryMessages } from '@app/contract';
import { type ChangeObject, diffWords } from 'diff';

/** A diff that takes longer than this (huge rewrites) is shown as the whole text removed and the new one added. */
const DIFF_TIMEOUT_MS = 250;

export type WordChange = { kind: 'same' | 'added' | 'removed'; text: string };

/** Word-level changes from `before` to `after`, in reading order. */
export function wordChanges(before: string, after: string): WordChange[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const changes: ChangeObject<string>[] | undefined = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  const parts: WordChange[] = changes
    ? changes.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }))
    : [
        { kind: 'removed', text: before },
        { kind: 'added', text: after },
      ];
  return parts.filter((p) => p.text !== '');
}

/**
 * `before` → `after` with removed words in `<del>` and added ones in `<ins>`: struck through and underlined (not
 * colour alone), and announced by screen readers through hidden words around each change.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <>
      {wordChanges(before, after).map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Tag = part.kind === 'added' ? 'ins' : 'del';
        const [start, end] =
          part.kind === 'added'
            ? [EditHistoryMessages.inserted, EditHistoryMessages.insertedEnd]
            : [EditHistoryMessages.deleted, EditHistoryMessages.deletedEnd];
        return (
          <Tag key={index} className={`word-diff__${part.kind}`}>
            <span className="visually-hidden">{`[${start} `}</span>
            {part.text}
            <span className="visually-hidden">{` ${end}]`}</span>
          </Tag>
        );
      })}
    </>
  );
}
