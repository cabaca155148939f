import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Redirect')
export class RedirectType {
  @Field(() => Int, { description: 'Unique among manual redirects; an automatic one has the id of its slug change.' })
  id!: number;

  @Field({ description: 'Left by a slug change (read-only), not made by a manager.' })
  automatic!: boolean;

  @Field(() => String, { nullable: true, description: 'The locale the from path is in; null: every locale.' })
  locale!: string | null;

  @Field({ description: 'Within the locale, without its prefix, in normal form (lower case, decoded).' })
  fromPath!: string;

  @Field({ description: 'A path on this site or an absolute http(s) URL.' })
  to!: string;

  @Field(() => Int)
  status!: number;

  @Field(() => Int, { nullable: true, description: 'The page an automatic redirect leads to.' })
  pageId!: number | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  updatedAt!: Date | null;
}

@ObjectType('RedirectList')
export class RedirectListType {
  @Field(() => Int)
  total!: number;

  @Field(() => [RedirectType])
  items!: RedirectType[];
}

@ObjectType('RedirectRefusal')
export class RedirectRefusalType {
  @Field(() => Int, { description: 'The line of the file.' })
  line!: number;

  @Field({ description: 'invalid, duplicate, loop, chain or owned.' })
  code!: string;

  @Field(() => String, { nullable: true, description: 'For an invalid row: the field that is not valid.' })
  property!: string | null;
}

@ObjectType('RedirectImportReport')
export class RedirectImportReportType {
  @Field(() => Int)
  imported!: number;

  @Field(() => [RedirectRefusalType])
  refused!: RedirectRefusalType[];
}
