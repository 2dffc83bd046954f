import { IsOptional, IsString } from 'class-validator';

/**
 * The cursor of a paged list, as the query string carries it (`next`, from the page before). Checked as a
 * string: a repeated parameter arrives as an array and is refused rather than misread.
 */
export class CursorQueryDto {
  @IsOptional() @IsString() next?: string;
}

/** A cursor and a page size (`limit`), both parsed by the service that reads them. */
export class PageQueryDto extends CursorQueryDto {
  @IsOptional() @IsString() limit?: string;
}
