import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { searchJobStates, type SearchJobState } from './search-job.repository';

export const SearchJobStateEnum = Object.fromEntries(searchJobStates.map((state) => [state, state])) as { [S in SearchJobState]: S };
registerEnumType(SearchJobStateEnum, { name: 'SearchJobState', description: 'SPEC §4 "Search indexing": idle, loading, then success or error.' });

@ObjectType('SearchHit')
export class SearchHitType {
  @Field(() => Int) pageId!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field({ description: 'Where the site serves the page: /{slug} in the default locale, /{locale}/{slug} otherwise.' }) path!: string;
  @Field() title!: string;
  @Field() pageType!: string;
  @Field({ description: 'HTML safe to insert as is: escaped text with <mark> around the matches.' }) excerpt!: string;
  @Field(() => Float, { description: 'Higher is a better match; comparable within one answer only.' }) rank!: number;
}

@ObjectType('SearchResult')
export class SearchResultType {
  @Field(() => Int, { description: 'How many pages match: exact up to 1,000 (see totalCapped).' }) total!: number;
  @Field({ description: 'More pages match than total says; only the best 1,000 are counted and reachable.' }) totalCapped!: boolean;
  @Field(() => [SearchHitType]) results!: SearchHitType[];
  @Field({ description: 'Nothing matched exactly; these titles are close to the term (a typo?).' }) approximate!: boolean;
}

@ObjectType('SearchJob')
export class SearchJobType {
  @Field(() => SearchJobStateEnum) state!: SearchJobState;
  @Field(() => Int, { description: 'Pages handled so far by the current or last run.' }) done!: number;
  @Field(() => Int) total!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) startedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the last run ended.' }) finishedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Pages the last run handled.' }) count!: number | null;
}

@ObjectType('SearchStatus')
export class SearchStatusType {
  @Field({ description: 'postgresql, or elasticsearch when ELASTICSEARCH_URL is set.' }) engine!: string;
  @Field(() => SearchJobStateEnum) removalState!: SearchJobState;
  @Field(() => SearchJobStateEnum) indexingState!: SearchJobState;
  @Field(() => SearchJobType) removal!: SearchJobType;
  @Field(() => SearchJobType) indexing!: SearchJobType;
}

@ObjectType('SearchJobStart')
export class SearchJobStartType {
  @Field({ description: 'False when that job was already running: nothing new was started.' }) started!: boolean;
  @Field(() => SearchStatusType) status!: SearchStatusType;
}

@ObjectType('ParkedEvent', { description: 'An event a durable consumer (search indexing…) gave up on after its attempts.' })
export class ParkedEventType {
  @Field(() => Int) id!: number;
  @Field({ description: 'The consumer that gave up: search-index, or one a later part registered.' }) consumer!: string;
  @Field({ description: 'The domain event: page.published, page.deleted…' }) type!: string;
  @Field(() => Int, { nullable: true, description: 'The page the event is about, for page events.' }) pageId!: number | null;
  @Field(() => Int) attempts!: number;
  @Field({ description: 'The message of the last failure (no stack).' }) lastError!: string;
  @Field(() => GraphQLDateTimeISO) raisedAt!: Date;
  @Field(() => GraphQLDateTimeISO) parkedAt!: Date;
  @Field({ description: 'parked, or retrying until the consumer has made the attempt asked for.' }) state!: string;
}

@ObjectType('ParkedEvents')
export class ParkedEventsType {
  @Field(() => Int) total!: number;
  @Field(() => [ParkedEventType], { description: 'The newest 100.' }) items!: ParkedEventType[];
}
