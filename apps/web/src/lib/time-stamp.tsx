import { TimeAgo } from './use-now';

/** A `<time>` that reads '5 minutes ago' and carries the exact moment for machines. */
export function TimeStamp({ date }: { date: string }) {
  return (
    <time dateTime={date}>
      <TimeAgo date={date} />
    </time>
  );
}
