import { Body, Controller, Delete, Get, HttpCode, Param, Post as HttpPost, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { FeedPage, ModtoolsPostsPage, Post, Success } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import type { Caller } from '@app/server/core/caller';
import { PostPageService } from '@app/server/post-page';
import { RawJson } from '@app/server/core/raw-json';
import { FeedService, HiddenPostsService, PostActionsService, PostCreateService, PostDeleteService, PostVotesService } from '@app/server/posts';
import { LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { VisitorCache } from '../http/visitor-cache';
import { CreatePostDto, EditPostDto, FeedQueryDto, HidePostDto, PostActionQueryDto, PostVoteDto } from '../dto/posts.dto';

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
    private readonly visitorCache: VisitorCache,
  ) {}

  @Get('posts')
  @Public()
  feed(@Query() query: FeedQueryDto, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<FeedPage | ModtoolsPostsPage | string> {
    return this.visitorCache.answer(request, () => this.feeds.get(query, caller.userId));
  }

  @HttpPost('posts')
  @LoggedIn()
  @RateLimited('createPost')
  @HttpCode(200)
  create(@Body() body: CreatePostDto, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.creating.create(body, caller);
  }

  /** A Post, sent as the JSON text PostPageService assembles. */
  @Get('posts/:publicId')
  @Public()
  get(
    @Param('publicId') publicId: string,
    @Query('fetchCommunity') fetchCommunity: string | undefined,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<RawJson | string> {
    return this.visitorCache.answer(request, () => this.page.get(publicId, fetchCommunity !== 'false', caller.userId));
  }

  @Put('posts/:publicId')
  @LoggedIn()
  @RateLimited('updateContent')
  act(@Param('publicId') publicId: string, @Query() query: PostActionQueryDto, @Body() body: EditPostDto, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.actions.act(publicId, query, body, caller);
  }

  @Delete('posts/:publicId')
  @LoggedIn()
  @RateLimited('updateContent')
  delete(
    @Param('publicId') publicId: string,
    @Query('deleteAs') deleteAs: string | undefined,
    @Query('deleteContent') deleteContent: string | undefined,
    @LoggedInCaller() caller: Member,
  ): Promise<Post> {
    return this.deleting.delete(publicId, deleteAs, deleteContent, caller);
  }

  @HttpPost('_postVote')
  @LoggedIn()
  @RateLimited('voting')
  @HttpCode(200)
  vote(@Body() body: PostVoteDto, @LoggedInCaller() caller: Member): Promise<Post> {
    return this.votes.vote(body.postId, body.up, caller);
  }

  @HttpPost('hidden_posts')
  @LoggedIn()
  @HttpCode(200)
  async hide(@Body() body: HidePostDto, @LoggedInCaller() caller: Member): Promise<Success> {
    await this.hidden.hide(caller.userId, body.postId);
    return { success: true };
  }

  @Delete('hidden_posts/:postId')
  @LoggedIn()
  async unhide(@Param('postId') postId: string, @LoggedInCaller() caller: Member): Promise<Success> {
    await this.hidden.unhide(caller.userId, postId);
    return { success: true };
  }
}
