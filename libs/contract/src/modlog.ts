/**
 * The moderation log (our extension, docs/moderation-log.md): wire types, the actions it records and the texts of
 * its pages. Only the log's pages and the removal dialog use these, so they live in their own module.
 */

/** Every action the log records; `site_*` ones are site-wide (no community). */
export const ModlogActions = [
  'remove_post',
  'restore_post',
  'remove_comment',
  'restore_comment',
  'lock_post',
  'unlock_post',
  'lock_comment',
  'unlock_comment',
  'pin_post',
  'unpin_post',
  'ban_user',
  'unban_user',
  'add_mod',
  'remove_mod',
  'add_rule',
  'edit_rule',
  'remove_rule',
  'edit_community',
  'handle_report',
  'site_ban_user',
  'site_unban_user',
  'add_ip_block',
  'cancel_ip_block',
  'give_badge',
  'take_badge',
  'announce_post',
] as const;

export type ModlogAction = (typeof ModlogActions)[number];

export type ModlogTargetType = 'post' | 'comment' | 'user' | 'rule' | 'community' | 'ipblock' | 'badge';

/** One entry as the public reads it. `actor` is null when the community keeps its moderators anonymous. */
export interface ModlogEntry {
  id: string;
  action: ModlogAction;
  actedAs: 'mod' | 'admin';
  /** The acting user's name; `ghost` once the account is erased; null = "a moderator". */
  actor: string | null;
  communityName: string | null;
  target: {
    type: ModlogTargetType;
    id: string;
    /** A title snapshot (post title, rule title, badge type…); the user's name for a user (or `ghost`). Never a body. */
    title: string | null;
    /** Where the target can be read, when it has a page. */
    url: string | null;
  } | null;
  reason: string | null;
  createdAt: string;
}

export interface ModlogPage {
  entries: ModlogEntry[];
  /** Opaque: pass as `next` for the following page; null on the last page. */
  next: string | null;
}

/** The log's page size and the longest removal reason kept. */
export const ModlogLimits = { pageSize: 25, maxPageSize: 100, reasonMax: 500 } as const;

/** How each action reads in the log. */
export const ModlogActionLabels: Record<ModlogAction, string> = {
  remove_post: 'Removed post',
  restore_post: 'Restored post',
  remove_comment: 'Removed comment',
  restore_comment: 'Restored comment',
  lock_post: 'Locked post',
  unlock_post: 'Unlocked post',
  lock_comment: 'Locked comment',
  unlock_comment: 'Unlocked comment',
  pin_post: 'Pinned post',
  unpin_post: 'Unpinned post',
  ban_user: 'Banned user',
  unban_user: 'Unbanned user',
  add_mod: 'Added moderator',
  remove_mod: 'Removed moderator',
  add_rule: 'Added rule',
  edit_rule: 'Changed rule',
  remove_rule: 'Removed rule',
  edit_community: 'Changed community settings',
  handle_report: 'Handled report',
  site_ban_user: 'Banned user from the site',
  site_unban_user: 'Lifted site ban',
  add_ip_block: 'Blocked IP range',
  cancel_ip_block: 'Cancelled IP block',
  give_badge: 'Gave badge',
  take_badge: 'Took badge',
  announce_post: 'Announced post',
};

export const ModlogMessages = {
  communityTitle: (community: string) => `Moderation log of ${community}`,
  siteTitle: 'Site moderation log',
  siteIntro: 'What the admins did across the site.',
  communityIntro: 'Every action of this community’s moderators and of the admins here. Removed content is never shown, only titles.',
  filterAction: 'Action',
  filterModerator: 'Moderator',
  allActions: 'All actions',
  allModerators: 'Everyone',
  apply: 'Filter',
  anonymousModerator: 'a moderator',
  asAdmin: 'admin',
  asMod: 'moderator',
  reason: 'Reason',
  empty: 'Nothing in the log yet.',
  emptyFiltered: 'No entries match these filters.',
  loadMore: 'Load more',
  loading: 'Loading the moderation log…',
  failed: 'The moderation log could not be loaded.',
  retry: 'Try again',
  // The removal dialog and the author's notice
  removeTitle: 'Remove with a reason',
  removeIntro: 'The author is told why, with a link to the community’s rules.',
  reasonRule: 'Breaks a rule',
  reasonFree: 'Another reason',
  reasonFreeLabel: 'Reason (optional)',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  restore: 'Restore',
  restored: 'Restored.',
  removedNotice: 'A moderator removed your post.',
  removedNoticeComment: 'A moderator removed this comment.',
  removedReason: (reason: string) => `Reason: ${reason}`,
  readRules: 'Read the community’s rules',
  viewLog: 'Moderation log',
  anonymousSetting: 'Show moderators as “a moderator” in the public moderation log',
} as const;
