import { Body, Controller, createParamDecorator, Delete, ExecutionContext, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { Request } from 'express';
import type { List, ListItem, ListItemsPage } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { ListItemsService, ListsService } from '@app/server/lists';
import type { RawBody } from '@app/server/lists';
import { CreateListDto, ListItemsQueryDto, ListsQueryDto, SavedToQueryDto, UpdateListDto } from '../dto/lists.dto';
import { LoggedIn, LoggedInAfterLookup, Public } from '../http/access';
import { ListLookup } from '../http/list-lookup';
import { CurrentCaller, LoggedInCaller } from '../http/caller.decorator';
import { hadEmptyBody } from '../http/json-body';

/**
 * The item routes read the body themselves: every shape they cannot use is the contract's
 * `400 "Bad JSON body."` for these routes (docs/api/lists.md), not the validation pipe's `invalid_json`, and no body at all means "clear".
 */
const ItemBody = createParamDecorator((_data: unknown, context: ExecutionContext): RawBody => {
  const req = context.switchToHttp().getRequest<Request>();
  return { empty: hadEmptyBody(req), value: req.body as unknown };
});

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
  @Public()
  listsOf(@Param('username') username: string, @Query() query: ListsQueryDto, @CurrentCaller() caller: Caller): Promise<List[]> {
    return this.lists.listsOf(username, query, caller.userId);
  }

  @Post('users/:username/lists')
  @LoggedInAfterLookup(ListLookup)
  @HttpCode(200)
  create(@Param('username') username: string, @Body() body: CreateListDto, @Query() query: ListsQueryDto, @CurrentCaller() caller: Caller): Promise<List[]> {
    return this.lists.create(username, body, query, caller);
  }

  @Get('users/:username/lists/:listName')
  @Public()
  getByName(@Param('username') username: string, @Param('listName') listName: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.get({ username, listName }, caller.userId);
  }

  @Put('users/:username/lists/:listName')
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
  @LoggedInAfterLookup(ListLookup)
  deleteByName(@Param('username') username: string, @Param('listName') listName: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.delete({ username, listName }, caller);
  }

  @Get('users/:username/lists/:listName/items')
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
  @LoggedIn()
  savedTo(@Query() query: SavedToQueryDto, @LoggedInCaller() caller: Caller & { userId: string }): Promise<number[]> {
    return this.items.savedTo(query, caller.userId);
  }

  @Get('lists/:listId')
  @Public()
  getById(@Param('listId') listId: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.get({ listId }, caller.userId);
  }

  @Put('lists/:listId')
  @LoggedInAfterLookup(ListLookup)
  updateById(@Param('listId') listId: string, @Body() body: UpdateListDto, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.update({ listId }, body, caller);
  }

  @Delete('lists/:listId')
  @LoggedInAfterLookup(ListLookup)
  deleteById(@Param('listId') listId: string, @CurrentCaller() caller: Caller): Promise<List> {
    return this.lists.delete({ listId }, caller);
  }

  @Get('lists/:listId/items')
  @Public()
  itemsById(@Param('listId') listId: string, @Query() query: ListItemsQueryDto, @CurrentCaller() caller: Caller): Promise<ListItemsPage> {
    return this.items.page({ listId }, query, caller.userId);
  }

  @Post('lists/:listId/items')
  @LoggedInAfterLookup(ListLookup)
  @HttpCode(200)
  addItemById(@Param('listId') listId: string, @ItemBody() body: RawBody, @CurrentCaller() caller: Caller): Promise<ListItemsPage> {
    return this.items.add({ listId }, body, caller);
  }

  @Delete('lists/:listId/items')
  @LoggedInAfterLookup(ListLookup)
  removeItemsById(@Param('listId') listId: string, @ItemBody() body: RawBody, @CurrentCaller() caller: Caller): Promise<ListItemsPage> {
    return this.items.remove({ listId }, body, caller);
  }

  @Delete('lists/:listId/items/:itemId')
  @LoggedInAfterLookup(ListLookup)
  removeItemById(@Param('listId') listId: string, @Param('itemId') itemId: string, @CurrentCaller() caller: Caller): Promise<ListItem> {
    return this.items.removeById(listId, itemId, caller);
  }
}
