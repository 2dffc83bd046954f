import { Body, Controller, Delete, Get, HttpCode, Param, Post as HttpPost, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Post, PostVersions, Success } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import type { Caller } from '@app/server/core/caller';
import { PostPageService } from '@app/server/post-page';
import { RawJson } from '@app/server/core/raw-json';
import {
  FeedService,
  HiddenPostsService,
  PostActionsService,
  PostCreateService,
  PostDeleteService,
  PostHistoryService,
  PostVotesService,
} from '@app/server/posts';
import { LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { VisitorCache } from '../http/visitor-cache';
import { CreatePostDto, EditPostDto, FeedQueryDto, HidePostDto, PostActionQueryDto, PostVoteDto } from '../dto/posts.dto';
import { DELETE_AS_ERRORS, Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** Feeds, posts, post actions, votes and hidden posts (docs/api/posts.md). */
@Controller()
export class PostsController {
  constructor(
    private readonly feeds: FeedService,
    private readonly page: PostPageService,
    private readonly creating: PostCreateService,
    private readonly actions: PostActionsService,
    private readonly deleting: PostDeleteService,
    private readonly votes: PostVotesService,
    private readonly hidden: HiddenPostsService,
    private readonly history: PostHistoryService,
    private readonly visitorCache: VisitorCache,
  ) {}

  @Get('posts')
  @Documented('List a feed of posts', [
    'INVALID_FEED_FILTER',
    'INVALID_FEED_SORT',
    'FEED_LIMIT_NOT_A_NUMBER',
    'FEED_LIMIT_OUT_OF_RANGE',
    'INVALID_CURSOR',
    'INVALID_ID',
    'COMMUNITY_IS_EMPTY',
    'INVALID_FEED_TYPE',
    'NOT_LOGGED_IN',
    'INVALID_PAGE',
    'COMMUNITY_NOT_FOUND',
    'NOT_ADMIN_NOR_MOD',
  ])
  @Public()
  feed(@Query() query: FeedQueryDto, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<RawJson | string> {
    return this.visitorCache.answer(request, () => this.feeds.answer(query, caller.userId));
  }

  @HttpPost('posts')
  @Documented('Create a post', [
    'UNSUPPORTED_POST_TYPE',
    'INVALID_USER_GROUP',
    'NO_IMAGE_POSTS',
    'COMMUNITY_NOT_FOUND',
    'NOT_ENOUGH_POINTS',
    'INVALID_IMAGE_ID',
    'TOO_MANY_IMAGES',
    'NO_IMAGES',
    'IMAGE_NOT_FOUND',
    'INVALID_URL',
    'TITLE_TOO_SHORT',
    'BANNED_FROM_COMMUNITY',
    'NOT_MOD',
    'NOT_ADMIN',
    'POSTING_RESTRICTED',
  ])
  @LoggedIn()
  @RateLimited('createPost')
  @HttpCode(200)
  create(@Body() body: CreatePostDto, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.creating.create(body, caller);
  }

  /** A Post, sent as the JSON text PostPageService assembles. */
  @Get('posts/:publicId')
  @Documented('Get a post with its comments', ['POST_NOT_FOUND'])
  @Public()
  get(
    @Param('publicId') publicId: string,
    @Query('fetchCommunity') fetchCommunity: string | undefined,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<RawJson | string> {
    return this.visitorCache.answer(request, () => this.page.get(publicId, fetchCommunity !== 'false', caller.userId));
  }

  @Get('posts/:publicId/versions')
  @Documented("A post's edit history (ours: docs/api-notes.md)", ['POST_NOT_FOUND', 'NOT_MOD_NOT_ADMIN'])
  @Public()
  versions(@Param('publicId') publicId: string, @CurrentCaller() caller: Caller): Promise<PostVersions> {
    return this.history.list(publicId, caller.userId);
  }

  @Put('posts/:publicId')
  @Documented('Edit, lock, pin or announce a post', [
    'POST_NOT_FOUND',
    'INVALID_ACTION',
    'NOT_AUTHOR',
    'POST_LOCKED',
    'TITLE_TOO_SHORT',
    'INVALID_USER_GROUP',
    'NOT_MOD',
    'NOT_ADMIN',
    'NOT_MOD_NOT_ADMIN',
    'CANNOT_PIN_DELETED_POST',
    'PIN_LIMIT_REACHED',
    'ALREADY_ANNOUNCED',
  ])
  @LoggedIn()
  @RateLimited('updateContent')
  act(@Param('publicId') publicId: string, @Query() query: PostActionQueryDto, @Body() body: EditPostDto, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.actions.act(publicId, query, body, caller);
  }

  @Delete('posts/:publicId')
  @Documented('Delete a post', [
    'POST_NOT_FOUND',
    'INVALID_USER_GROUP',
    'DELETE_CONTENT_NOT_BOOL',
    'ALREADY_DELETED',
    'MOD_CANNOT_DELETE_CONTENT',
    ...DELETE_AS_ERRORS,
  ])
  @LoggedIn()
  @RateLimited('updateContent')
  delete(
    @Param('publicId') publicId: string,
    @Query('deleteAs') deleteAs: string | undefined,
    @Query('deleteContent') deleteContent: string | undefined,
    @Query('reason') reason: string | undefined,
    @Query('ruleId') ruleId: string | undefined,
    @LoggedInCaller() caller: Member,
  ): Promise<Post> {
    return this.deleting.delete(publicId, deleteAs, deleteContent, caller, { reason, ruleId });
  }

  @HttpPost('posts/:publicId/restore')
  @Documented('Restore a post removed by moderators or admins (ours)', ['POST_NOT_FOUND', 'NOT_MOD_NOT_ADMIN', 'NOT_ADMIN', 'NOT_REMOVED', 'CONTENT_GONE'])
  @LoggedIn()
  @HttpCode(200)
  @RateLimited('updateContent')
  restore(@Param('publicId') publicId: string, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.deleting.restore(publicId, caller);
  }

  @HttpPost('_postVote')
  @Documented('Vote on a post', ['POST_NOT_FOUND', 'POST_LOCKED', 'BANNED_FROM_COMMUNITY'])
  @LoggedIn()
  @RateLimited('voting')
  @HttpCode(200)
  vote(@Body() body: PostVoteDto, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.votes.vote(body.postId, body.up, caller);
  }

  @HttpPost('hidden_posts')
  @Documented('Hide a post', ['INVALID_POST_ID', 'POST_NOT_FOUND'])
  @LoggedIn()
  @HttpCode(200)
  async hide(@Body() body: HidePostDto, @LoggedInCaller() caller: Member): Promise<Success> {
    await this.hidden.hide(caller.userId, body.postId);
    return { success: true };
  }

  @Delete('hidden_posts/:postId')
  @Documented('Unhide a post', ['INVALID_POST_ID'])
  @LoggedIn()
  async unhide(@Param('postId') postId: string, @LoggedInCaller() caller: Member): Promise<Success> {
    await this.hidden.unhide(caller.userId, postId);
    return { success: true };
  }
}
