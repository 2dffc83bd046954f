import { Body, Controller, createParamDecorator, Delete, ExecutionContext, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { Request } from 'express';
import type { ErrorKey, List, ListItem, ListItemsPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { ListItemsService, ListsService } from '@app/server/lists';
import type { RawBody } from '@app/server/lists';
import { CreateListDto, ListItemsQueryDto, ListsQueryDto, SavedToQueryDto, UpdateListDto } from '../dto/lists.dto';
import { LoggedIn, LoggedInAfterLookup, Public } from '../http/access';
import { ListLookup } from '../http/list-lookup';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { hadEmptyBody } from '../http/json-body';
import { Documented } from '../openapi/documented';

/**
 * The item routes read the body themselves: every shape they cannot use is the contract's
 * `400 "Bad JSON body."` for these routes (docs/api/lists.md), not the validation pipe's `invalid_json`, and no body at all means "clear".
 */
const ItemBody = createParamDecorator((_data: unknown, context: ExecutionContext): RawBody => {
  const req = context.switchToHttp().getRequest<Request>();
  return { empty: hadEmptyBody(req), value: req.body as unknown };
});

/** What every route that changes a list answers: no such list, not its owner, or over the rate limit. */
const OWNER_ERRORS = ['LIST_NOT_FOUND', 'NOT_LIST_OWNER', 'TOO_MANY_REQUESTS'] as const satisfies readonly ErrorKey[];

/** A new or edited list name's checks. */
const LIST_NAME_ERRORS = ['LIST_NAME_EMPTY', 'LIST_NAME_TOO_SHORT', 'LIST_NAME_TOO_LONG', 'LIST_NAME_BAD_CHARACTERS'] as const satisfies readonly ErrorKey[];

/** A page of a list's items. */
const ITEMS_PAGE_ERRORS = ['LIST_NOT_FOUND', 'INVALID_LIST_LIMIT', 'INVALID_LIST_SORT', 'INVALID_CURSOR'] as const satisfies readonly ErrorKey[];

/**
 * The list routes (docs/api/lists.md). Routes that change a list are for members, and the guard refuses
 * visitors; the contract finds the user and the list (404) before it asks for a login (401), so the guard
 * looks them up first for a visitor (ListLookup).
 */
@Controller()
export class ListsController {
  constructor(
    private readonly lists: ListsService,
    private readonly items: ListItemsService,
  ) {}

  @Get('users/:username/lists')
  @Documented("List a user's saved lists", ['USER_NOT_FOUND', 'INVALID_LISTS_SORT', 'INVALID_LISTS_FILTER'])
  @Public()
  listsOf(@Param('username') username: string, @Query() query: ListsQueryDto, @CurrentCaller() caller: Caller): Promise<List[]> {
    return this.lists.listsOf(username, query, caller.userId);
  }

  @Post('users/:username/lists')
  @Documented('Create a list', [
    'USER_NOT_FOUND',
    'NOT_YOUR_LIST',
    'INVALID_LISTS_SORT',
    'INVALID_LISTS_FILTER',
    'LIST_NAME_REQUIRED',
    'TOO_MANY_REQUESTS',
    ...LIST_NAME_ERRORS,
    'DUPLICATE_LIST',
  ])
  @LoggedInAfterLookup(ListLookup)
  @HttpCode(200)
  create(@Param('username') username: string, @Body() body: CreateListDto, @Query() query: ListsQueryDto, @CurrentCaller() caller: Caller): Promise<List[]> {
    return this.lists.create(username, body, query, caller);
  }

  @Get('users/:username/lists/:listName')
  @Documented("Get a user's list by its name", ['USER_NOT_FOUND', 'LIST_NOT_FOUND'])
  @Public()
  getByName(@Param('username') username: string, @Param('listName') listName: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.get({ username, listName }, caller.userId);
  }

  @Put('users/:username/lists/:listName')
  @Documented("Edit a user's list by its name", ['USER_NOT_FOUND', ...OWNER_ERRORS, ...LIST_NAME_ERRORS, 'INVALID_LIST_SORT', 'DUPLICATE_LIST'])
  @LoggedInAfterLookup(ListLookup)
  updateByName(
    @Param('username') username: string,
    @Param('listName') listName: string,
    @Body() body: UpdateListDto,
    @CurrentCaller() caller: Caller,
  ): Promise<List> {
    return this.lists.update({ username, listName }, body, caller);
  }

  @Delete('users/:username/lists/:listName')
  @Documented("Delete a user's list by its name", ['USER_NOT_FOUND', ...OWNER_ERRORS])
  @LoggedInAfterLookup(ListLookup)
  deleteByName(@Param('username') username: string, @Param('listName') listName: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.delete({ username, listName }, caller);
  }

  @Get('users/:username/lists/:listName/items')
  @Documented("List the items of a user's list by its name", ['USER_NOT_FOUND', ...ITEMS_PAGE_ERRORS])
  @Public()
  itemsByName(
    @Param('username') username: string,
    @Param('listName') listName: string,
    @Query() query: ListItemsQueryDto,
    @CurrentCaller() caller: Caller,
  ): Promise<ListItemsPage> {
    return this.items.page({ username, listName }, query, caller.userId);
  }

  @Post('users/:username/lists/:listName/items')
  @Documented("Save a post or comment to a user's list by its name", ['USER_NOT_FOUND', ...OWNER_ERRORS, 'POST_NOT_FOUND', 'COMMENT_NOT_FOUND'])
  @LoggedInAfterLookup(ListLookup)
  @HttpCode(200)
  addItemByName(
    @Param('username') username: string,
    @Param('listName') listName: string,
    @ItemBody() body: RawBody,
    @CurrentCaller() caller: Caller,
  ): Promise<ListItemsPage> {
    return this.items.add({ username, listName }, body, caller);
  }

  @Delete('users/:username/lists/:listName/items')
  @Documented("Remove an item from a user's list by its name, or clear the list", ['USER_NOT_FOUND', 'LIST_NOT_FOUND', 'NOT_LIST_OWNER'])
  @LoggedInAfterLookup(ListLookup)
  removeItemsByName(
    @Param('username') username: string,
    @Param('listName') listName: string,
    @ItemBody() body: RawBody,
    @CurrentCaller() caller: Caller,
  ): Promise<ListItemsPage> {
    return this.items.remove({ username, listName }, body, caller);
  }

  /** Declared before `lists/:listId` so that the literal path wins: otherwise `_saved_to` would be read as a list id. */
  @Get('lists/_saved_to')
  @Documented('List the lists a post or comment is saved to', ['INVALID_TARGET_ID', 'INVALID_CONTENT_TYPE'])
  @LoggedIn()
  savedTo(@Query() query: SavedToQueryDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<number[]> {
    return this.items.savedTo(query, caller.userId);
  }

  @Get('lists/:listId')
  @Documented('Get a list', ['INVALID_LIST_ID', 'LIST_NOT_FOUND'])
  @Public()
  getById(@Param('listId') listId: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.get({ listId }, caller.userId);
  }

  @Put('lists/:listId')
  @Documented('Edit a list', ['INVALID_LIST_ID', ...OWNER_ERRORS, ...LIST_NAME_ERRORS, 'INVALID_LIST_SORT', 'DUPLICATE_LIST'])
  @LoggedInAfterLookup(ListLookup)
  updateById(@Param('listId') listId: string, @Body() body: UpdateListDto, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.update({ listId }, body, caller);
  }

  @Delete('lists/:listId')
  @Documented('Delete a list', ['INVALID_LIST_ID', ...OWNER_ERRORS])
  @LoggedInAfterLookup(ListLookup)
  deleteById(@Param('listId') listId: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.delete({ listId }, caller);
  }

  @Get('lists/:listId/items')
  @Documented('List the items of a list', ['INVALID_LIST_ID', ...ITEMS_PAGE_ERRORS])
  @Public()
  itemsById(@Param('listId') listId: string, @Query() query: ListItemsQueryDto, @CurrentCaller() caller: Caller): Promise<ListItemsPage> {
    return this.items.page({ listId }, query, caller.userId);
  }

  @Post('lists/:listId/items')
  @Documented('Save a post or comment to a list', ['INVALID_LIST_ID', ...OWNER_ERRORS, 'POST_NOT_FOUND', 'COMMENT_NOT_FOUND'])
  @LoggedInAfterLookup(ListLookup)
  @HttpCode(200)
  addItemById(@Param('listId') listId: string, @ItemBody() body: RawBody, @CurrentCaller() caller: Caller): Promise<ListItemsPage> {
    return this.items.add({ listId }, body, caller);
  }

  @Delete('lists/:listId/items')
  @Documented('Remove an item from a list, or clear the list', ['INVALID_LIST_ID', 'LIST_NOT_FOUND', 'NOT_LIST_OWNER'])
  @LoggedInAfterLookup(ListLookup)
  removeItemsById(@Param('listId') listId: string, @ItemBody() body: RawBody, @CurrentCaller() caller: Caller): Promise<ListItemsPage> {
    return this.items.remove({ listId }, body, caller);
  }

  @Delete('lists/:listId/items/:itemId')
  @Documented('Remove one item from a list', ['INVALID_LIST_ID', 'LIST_NOT_FOUND', 'INVALID_ITEM_ID', 'NOT_YOUR_LIST', 'LIST_ITEM_NOT_FOUND'])
  @LoggedInAfterLookup(ListLookup)
  removeItemById(@Param('listId') listId: string, @Param('itemId') itemId: string, @CurrentCaller() caller: Caller): Promise<ListItem> {
    return this.items.removeById(listId, itemId, caller);
  }
}
