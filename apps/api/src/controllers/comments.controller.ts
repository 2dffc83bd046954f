import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Comment, CommentVersions } from '@app/contract';
import { RateLimited } from '@app/server/core/throttling';
import { CommentActionsService, CommentCreationService, CommentHistoryService, CommentsService, CommentVotesService } from '@app/server/comments';
import type { AdminCommentsPage } from '@app/server/comments';
import type { Caller } from '@app/server/core/caller';
import { RawJson } from '@app/server/core/raw-json';
import { AdminOnly, LoggedIn, Public } from '../http/access';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { VisitorCache } from '../http/visitor-cache';
import {
  AddCommentDto,
  AddCommentQueryDto,
  CommentActionQueryDto,
  CommentsQueryDto,
  CommentVoteDto,
  DeleteCommentQueryDto,
  EditCommentDto,
} from '../dto/comments.dto';
import { CursorQueryDto } from '../dto/paging.dto';
import { DELETE_AS_ERRORS, Documented } from '../openapi/documented';

type Member = Caller & { userId: string };

/** The comment routes (docs/api/comments.md). `{postId}` of PUT and DELETE takes either id form and must be the comment's post. */
@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly creation: CommentCreationService,
    private readonly actions: CommentActionsService,
    private readonly votes: CommentVotesService,
    private readonly history: CommentHistoryService,
    private readonly visitorCache: VisitorCache,
  ) {}

  @Get('posts/:postId/comments')
  @Documented("List a post's comments", ['POST_NOT_FOUND', 'INVALID_ID', 'INVALID_CURSOR'])
  @Public()
  list(
    @Param('postId') publicId: string,
    @Query() query: CommentsQueryDto,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<RawJson | Comment[] | string> {
    return this.visitorCache.answer(request, () => this.comments.list(publicId, query, caller.userId));
  }

  @Post('posts/:postId/comments')
  @Documented('Comment on a post', [
    'POST_NOT_FOUND',
    'INVALID_USER_GROUP',
    'POST_LOCKED',
    'POST_DELETED',
    'BANNED_FROM_COMMUNITY',
    'NOT_MOD',
    'NOT_ADMIN',
    'COMMENT_NOT_FOUND',
    'COMMENT_PARENT_OTHER_POST',
    'COMMENT_REPLY_TO_DELETED',
    'COMMENT_MAX_DEPTH',
    'COMMENT_LOCKED',
    'COMMENT_EMPTY',
  ])
  @LoggedIn()
  @RateLimited('addComment')
  @HttpCode(200)
  add(@Param('postId') publicId: string, @Query() query: AddCommentQueryDto, @Body() body: AddCommentDto, @LoggedInCaller() caller: Member): Promise<Comment> {
    return this.creation.add(publicId, query.userGroup, body, caller);
  }

  @Put('posts/:postId/comments/:commentId')
  @Documented('Edit or lock a comment', [
    'INVALID_ID',
    'COMMENT_NOT_FOUND',
    'INVALID_ACTION',
    'COMMENT_DELETED',
    'NOT_AUTHOR',
    'COMMENT_LOCKED',
    'POST_LOCKED',
    'COMMENT_EMPTY',
    'INVALID_USER_GROUP',
    'NOT_MOD',
    'NOT_ADMIN',
    'NOT_MOD_NOT_ADMIN',
  ])
  @LoggedIn()
  @RateLimited('updateContent')
  act(
    @Param('postId') postRef: string,
    @Param('commentId') commentId: string,
    @Query() query: CommentActionQueryDto,
    @Body() body: EditCommentDto,
    @LoggedInCaller() caller: Member,
  ): Promise<Comment> {
    return this.actions.act(postRef, commentId, query, body, caller);
  }

  @Delete('posts/:postId/comments/:commentId')
  @Documented('Delete a comment', ['INVALID_ID', 'COMMENT_NOT_FOUND', 'INVALID_USER_GROUP', 'COMMENT_DELETED', ...DELETE_AS_ERRORS])
  @LoggedIn()
  @RateLimited('updateContent')
  delete(
    @Param('postId') postRef: string,
    @Param('commentId') commentId: string,
    @Query() query: DeleteCommentQueryDto,
    @LoggedInCaller() caller: Member,
  ): Promise<Comment> {
    return this.actions.delete(postRef, commentId, query.deleteAs, caller, { reason: query.reason, ruleId: query.ruleId });
  }

  @Post('posts/:postId/comments/:commentId/restore')
  @Documented('Restore a comment removed by moderators or admins (ours)', ['INVALID_ID', 'COMMENT_NOT_FOUND', 'NOT_MOD_NOT_ADMIN', 'NOT_ADMIN', 'NOT_REMOVED'])
  @LoggedIn()
  @HttpCode(200)
  @RateLimited('updateContent')
  restore(@Param('postId') postRef: string, @Param('commentId') commentId: string, @LoggedInCaller() caller: Member): Promise<Comment> {
    return this.actions.restore(postRef, commentId, caller);
  }

  @Post('_commentVote')
  @Documented('Vote on a comment', ['COMMENT_NOT_FOUND', 'COMMENT_DELETED', 'POST_LOCKED', 'BANNED_FROM_COMMUNITY', 'COMMENT_ALREADY_VOTED'])
  @LoggedIn()
  @RateLimited('voting')
  @HttpCode(200)
  vote(@Body() body: CommentVoteDto, @LoggedInCaller() caller: Member): Promise<Comment> {
    return this.votes.vote(body, caller);
  }

  @Get('comments')
  @Documented('List all comments (admins)', ['INVALID_ID'])
  @AdminOnly()
  adminList(@Query() query: CursorQueryDto, @LoggedInCaller() caller: Member): Promise<AdminCommentsPage> {
    return this.comments.adminList(query.next, caller.userId);
  }

  @Get('comments/:commentId')
  @Documented('Get a comment', ['INVALID_ID', 'COMMENT_NOT_FOUND'])
  @Public()
  getOne(@Param('commentId') commentId: string, @CurrentCaller() caller: Caller): Promise<Comment> {
    return this.comments.getOne(commentId, caller.userId);
  }

  @Get('comments/:commentId/versions')
  @Documented("A comment's edit history (ours: docs/api-notes.md)", ['INVALID_ID', 'COMMENT_NOT_FOUND', 'COMMENT_DELETED'])
  @Public()
  versions(@Param('commentId') commentId: string, @CurrentCaller() caller: Caller): Promise<CommentVersions> {
    return this.history.list(commentId, caller.userId);
  }
}
