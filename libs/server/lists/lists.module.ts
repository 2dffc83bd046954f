import { Module, OnModuleInit } from '@nestjs/common';
import { CommentsModule } from '@app/server/comments';
import { Clock } from '@app/server/core/clock';
import { AccountErasure } from '@app/server/core/events';
import { PostsModule } from '@app/server/posts';
import { UsersModule } from '@app/server/users';
import { ListAccess } from './list-access.service';
import { ListItemsService } from './list-items.service';
import { ListTargets } from './list-targets.service';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';

@Module({
  imports: [UsersModule, PostsModule, CommentsModule],
  providers: [ListsService, ListItemsService, ListAccess, ListTargets, ListsRepository, Clock],
  exports: [ListsService, ListItemsService, ListAccess],
})
export class ListsModule implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly lists: ListsRepository,
  ) {}

  /** Deleting an account takes its lists and their items, in the deletion's transaction. */
  onModuleInit(): void {
    this.erasure.register({ area: 'lists', eraseAccount: (tx, userId) => this.lists.eraseAccount(tx, userId) });
  }
}
