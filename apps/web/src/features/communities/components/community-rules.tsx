import type { Community } from '@app/contract';

/** A community's rules in their order (`zIndex`), none when it has none. */
export const sortedRules = (community: Community) => [...(community.rules ?? [])].sort((a, b) => a.zIndex - b.zIndex);

/**
 * The rules as a numbered list, each with its description: in the community's sidebar and beside the
 * new-post form. Its own module, free of the sidebar's markdown and date code, so that the new-post
 * route does not pull those in (they would move out of the feed card's chunk into more files of the
 * home route's initial JS, docs/web.md "Initial JavaScript").
 */
export function CommunityRules({ rules, className }: { rules: ReturnType<typeof sortedRules>; className: string }) {
  return (
    <ol className={className}>
      {rules.map((rule) => (
        <li key={rule.id}>
          <strong>{rule.rule}</strong>
          {rule.description && <p>{rule.description}</p>}
        </li>
      ))}
    </ol>
  );
}
