import { IsBoolean, IsOptional, IsString, ValidateIf } from 'class-validator';
import { AddCommentRequest, EditCommentRequest, VoteRequest } from '@app/contract';
import type { CommentActionQuery, CommentsQuery } from '@app/server/comments';
import { CursorQueryDto } from './paging.dto';

export class AddCommentDto implements AddCommentRequest {
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() parentCommentId?: string | null;
  @IsString() body = '';
}

/** Edits read `body`; lock, unlock and changeAsUser send no body, which reads as `{}`. */
export class EditCommentDto implements EditCommentRequest {
  @IsOptional() @IsString() body = '';
}

export class CommentVoteDto implements VoteRequest {
  @IsString() commentId = '';
  @IsOptional() @IsBoolean() up = true;
}

/** Query strings are checked as strings: a repeated parameter arrives as an array and is refused. */
export class CommentsQueryDto extends CursorQueryDto implements CommentsQuery {
  @IsOptional() @IsString() parentId?: string;
}

export class AddCommentQueryDto {
  @IsOptional() @IsString() userGroup?: string;
}

export class CommentActionQueryDto implements CommentActionQuery {
  @IsOptional() @IsString() action?: string;
  @IsOptional() @IsString() userGroup?: string;
  @IsOptional() @IsString() lockAs?: string;
}

export class DeleteCommentQueryDto {
  @IsOptional() @IsString() deleteAs?: string;
  /** Ours (docs/moderation-log.md): a removal's reason, free text and/or one of the community's rules. */
  @IsOptional() @IsString() reason?: string;
  @IsOptional() @IsString() ruleId?: string;
}
