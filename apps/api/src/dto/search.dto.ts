import { IsOptional, IsString } from 'class-validator';
import type { SearchQuery } from '@app/server/search';
import { PageQueryDto } from './paging.dto';

/** Query strings: a repeated parameter arrives as an array and is refused rather than misread. */
export class SearchQueryDto extends PageQueryDto implements SearchQuery {
  @IsOptional() @IsString() q?: string;
  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() community?: string;
  @IsOptional() @IsString() author?: string;
}

export class SearchSuggestionsQueryDto {
  @IsOptional() @IsString() q?: string;
}
