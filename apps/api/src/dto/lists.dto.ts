import { IsBoolean, IsOptional, IsString, ValidateIf } from 'class-validator';
import type { CreateListRequest, UpdateListRequest } from '@app/contract';
import type { ListItemsQuery, ListsQuery } from '@app/server/lists';
import { PageQueryDto } from './paging.dto';

/** Query strings: a repeated parameter arrives as an array and is refused rather than misread. */
export class ListsQueryDto implements ListsQuery {
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() filter?: string;
}

export class ListItemsQueryDto extends PageQueryDto implements ListItemsQuery {
  @IsOptional() @IsString() sort?: string;
}

export class SavedToQueryDto {
  @IsOptional() @IsString() id?: string;
  @IsOptional() @IsString() type?: string;
}

export class CreateListDto implements Partial<CreateListRequest> {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() displayName?: string;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() description?: string | null;
  @IsOptional() @IsBoolean() public?: boolean;
}

/** Omitted fields keep their value; `sort` is checked by the service (`400 invalid-list-sort`). */
export class UpdateListDto extends CreateListDto implements UpdateListRequest {
  @IsOptional() @IsString() sort?: string;
}
