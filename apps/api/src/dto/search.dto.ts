import { IsOptional, IsString } from 'class-validator';
import type { SearchQuery } from '@app/server/search';

/** Query strings: a repeated parameter arrives as an array and is refused rather than misread. */
export class SearchQueryDto implements SearchQuery {
  @IsOptional() @IsString() q?: string;
  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() community?: string;
  @IsOptional() @IsString() author?: string;
  @IsOptional() @IsString() next?: string;
  @IsOptional() @IsString() limit?: string;
}

export class SearchSuggestionsQueryDto {
  @IsOptional() @IsString() q?: string;
}
