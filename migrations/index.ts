import { CreateAccounts1763780000000 } from './1763780000000-CreateAccounts';
import { CreateCommunities1763780100000 } from './1763780100000-CreateCommunities';
import { CreatePostsAndComments1763780200000 } from './1763780200000-CreatePostsAndComments';
import { AddSeenCommentsToPostVisits1763780300000 } from './1763780300000-AddSeenCommentsToPostVisits';
import { CreateReports1763780400000 } from './1763780400000-CreateReports';
import { CreateImages1763780450000 } from './1763780450000-CreateImages';
import { IndexPostWindowsByPost1763780500000 } from './1763780500000-IndexPostWindowsByPost';
import { CreateNotifications1763780600000 } from './1763780600000-CreateNotifications';
import { WelcomeNotifications1763780700000 } from './1763780700000-WelcomeNotifications';
import { AnnouncementDeliveries1763780800000 } from './1763780800000-AnnouncementDeliveries';
import { CreatePushSubscriptions1763780900000 } from './1763780900000-CreatePushSubscriptions';
import { AnalyticsAndBadges1763781000000 } from './1763781000000-AnalyticsAndBadges';
import { CreateLists1763781100000 } from './1763781100000-CreateLists';
import { CreateMutes1763781200000 } from './1763781200000-CreateMutes';
import { CreateIpBlocks1763781400000 } from './1763781400000-CreateIpBlocks';
import { PostVoteFunction1763799000000 } from './1763799000000-PostVoteFunction';
import { NotificationReceipts1763820000000 } from './1763820000000-NotificationReceipts';
import { CreateDomainEventOutbox1763830000000 } from './1763830000000-CreateDomainEventOutbox';
import { AsyncVoteCommit1763900000000 } from './1763900000000-AsyncVoteCommit';
import { BannedMembersCannotVote1764000000000 } from './1764000000000-BannedMembersCannotVote';
import { KeyAnalyticsByClient1764105000000 } from './1764105000000-KeyAnalyticsByClient';
import { SearchIndexes1764200000000 } from './1764200000000-SearchIndexes';
import { CreateTwoFactor1764301000000 } from './1764301000000-CreateTwoFactor';
import { CreateAccountSecurityTables1764302000000 } from './1764302000000-CreateAccountSecurityTables';
import { CreateModerationLog1764303000000 } from './1764303000000-CreateModerationLog';
import { CreateEditVersions1764304000000 } from './1764304000000-CreateEditVersions';
import { SearchWordPairs1764305000000 } from './1764305000000-SearchWordPairs';
import { SearchStatisticsDefault1764306000000 } from './1764306000000-SearchStatisticsDefault';
import { CommentsByCommunityIndex1764307000000 } from './1764307000000-CommentsByCommunityIndex';

/** Every migration in order. A new migration is added here and nowhere else. */
export const ALL_MIGRATIONS = [
  CreateAccounts1763780000000,
  CreateCommunities1763780100000,
  CreatePostsAndComments1763780200000,
  AddSeenCommentsToPostVisits1763780300000,
  CreateReports1763780400000,
  CreateImages1763780450000,
  IndexPostWindowsByPost1763780500000,
  CreateNotifications1763780600000,
  WelcomeNotifications1763780700000,
  AnnouncementDeliveries1763780800000,
  CreatePushSubscriptions1763780900000,
  AnalyticsAndBadges1763781000000,
  CreateLists1763781100000,
  CreateMutes1763781200000,
  CreateIpBlocks1763781400000,
  PostVoteFunction1763799000000,
  NotificationReceipts1763820000000,
  CreateDomainEventOutbox1763830000000,
  AsyncVoteCommit1763900000000,
  BannedMembersCannotVote1764000000000,
  KeyAnalyticsByClient1764105000000,
  SearchIndexes1764200000000,
  CreateTwoFactor1764301000000,
  CreateAccountSecurityTables1764302000000,
  CreateModerationLog1764303000000,
  CreateEditVersions1764304000000,
  SearchWordPairs1764305000000,
  SearchStatisticsDefault1764306000000,
  CommentsByCommunityIndex1764307000000,
];

/** The lists migration's bookmarks backfill, which its test runs on its own. */
export { BACKFILL_BOOKMARKS_SQL } from './1763781100000-CreateLists';
