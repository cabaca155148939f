import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { discardParkedEvent } from './operations/discard-parked-event';
import { getSearchStatus } from './operations/get-search-status';
import { indexAllPagesForSearch } from './operations/index-all-pages-for-search';
import { listParkedEvents } from './operations/list-parked-events';
import { removeAllPagesFromSearch } from './operations/remove-all-pages-from-search';
import { retryParkedEvent } from './operations/retry-parked-event';
import { searchSite } from './operations/search-site';
import { ParkedEventsType, SearchJobStartType, SearchResultType, SearchStatusType } from './search.types';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResultType, { description: 'The site search over published pages (public). Locales default to all the site offers; count 1–50 (10), offset 0–999.' })
  searchSite(
    @Arg('term', () => String, { nullable: true }) term: string | null,
    @Arg('locales', () => [String], { nullable: true }) locales: string[] | null,
    @Arg('pageTypes', () => [String], { nullable: true }) pageTypes: string[] | null,
    @Arg('count', () => Int, { nullable: true }) count: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: Context,
  ) {
    return searchSite(ctx, { term, locales, pageTypes, count, offset });
  }

  @Query(() => SearchStatusType, { description: 'Removal and indexing of the search index: state, progress, last run (manage-search).' })
  searchStatus(@Ctx() ctx: Context): Promise<SearchStatusType> {
    return getSearchStatus(ctx, {});
  }

  @Mutation(() => SearchJobStartType, { description: 'Empties the search index in the background; answers at once (manage-search).' })
  removeAllPagesFromSearch(@Ctx() ctx: Context): Promise<SearchJobStartType> {
    return removeAllPagesFromSearch(ctx, {});
  }

  @Mutation(() => SearchJobStartType, { description: 'Indexes every published page in the background; answers at once (manage-search).' })
  indexAllPagesForSearch(@Ctx() ctx: Context): Promise<SearchJobStartType> {
    return indexAllPagesForSearch(ctx, {});
  }

  @Query(() => ParkedEventsType, { description: 'Events the durable consumers (search indexing…) gave up on, newest first (manage-search).' })
  parkedEvents(@Ctx() ctx: Context): Promise<ParkedEventsType> {
    return listParkedEvents(ctx, {});
  }

  @Mutation(() => Boolean, { description: 'One more attempt at a parked event, made in the background; V_07 when it is not parked (manage-search).' })
  async retryParkedEvent(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await retryParkedEvent(ctx, { id });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Drops a parked event for good; V_07 when it is not parked (manage-search).' })
  async discardParkedEvent(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await discardParkedEvent(ctx, { id });
    return true;
  }
}
