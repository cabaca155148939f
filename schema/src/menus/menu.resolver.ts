import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { createMenuItem } from './operations/create-menu-item';
import { deleteMenuItem } from './operations/delete-menu-item';
import { getMenu } from './operations/get-menu';
import { moveMenuItem } from './operations/move-menu-item';
import { renameMenuItem } from './operations/rename-menu-item';
import { searchMenuTargets } from './operations/search-menu-targets';
import { CreateMenuItemInput, MenuChangeType, MenuItemType, MenuPageType } from './menu.types';

@Resolver()
export class MenuResolver {
  @Query(() => [MenuItemType], { description: "A locale's menu tree (public; visitors see only items that lead to the site)." })
  menu(@Arg('locale') locale: string, @Ctx() ctx: Context): Promise<MenuItemType[]> {
    return getMenu(ctx, { locale });
  }

  @Query(() => [MenuPageType], { description: 'Pages of a locale to link a menu item to; the term needs 3 or more characters.' })
  menuSearch(@Arg('locale') locale: string, @Arg('searchTerm') searchTerm: string, @Ctx() ctx: Context): Promise<MenuPageType[]> {
    return searchMenuTargets(ctx, { locale, searchTerm });
  }

  @Mutation(() => MenuChangeType)
  createMenuItem(@Arg('input', () => CreateMenuItemInput) input: CreateMenuItemInput, @Ctx() ctx: Context): Promise<MenuChangeType> {
    return createMenuItem(ctx, { ...input });
  }

  @Mutation(() => MenuChangeType, { description: 'parentId null (or left out) is the top level.' })
  moveMenuItem(
    @Arg('id', () => Int) id: number,
    @Arg('parentId', () => Int, { nullable: true }) parentId: number | null | undefined,
    @Arg('position', () => Int) position: number,
    @Ctx() ctx: Context,
  ) {
    return moveMenuItem(ctx, { id, parentId: parentId ?? null, position });
  }

  @Mutation(() => MenuChangeType)
  renameMenuItem(@Arg('id', () => Int) id: number, @Arg('label') label: string, @Ctx() ctx: Context): Promise<MenuChangeType> {
    return renameMenuItem(ctx, { id, label });
  }

  @Mutation(() => MenuChangeType, { description: 'Removes the item with everything under it.' })
  deleteMenuItem(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MenuChangeType> {
    return deleteMenuItem(ctx, { id });
  }
}
