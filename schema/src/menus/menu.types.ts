import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('MenuPage', { description: 'The page a menu item links to, or a page found to link to.' })
export class MenuPageType {
  @Field(() => Int) id!: number;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() published!: boolean;
}

@ObjectType('MenuItem')
export class MenuItemType {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) parentId!: number | null;
  @Field(() => Int) position!: number;
  @Field() label!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => MenuPageType, { nullable: true }) page!: MenuPageType | null;
  @Field(() => String, { nullable: true, description: "The page's public path, or the url." }) path!: string | null;
  @Field(() => [MenuItemType]) children!: MenuItemType[];
}

@ObjectType('MenuChange', { description: "The item a menu write concerned and its locale's tree as it now stands." })
export class MenuChangeType {
  @Field(() => Int) id!: number;
  @Field() locale!: string;
  @Field(() => [MenuItemType]) menu!: MenuItemType[];
}

@InputType('CreateMenuItemInput', { description: 'Exactly one of pageId and url.' })
export class CreateMenuItemInput {
  @Field() locale!: string;
  @Field(() => Int, { nullable: true }) parentId?: number | null;
  @Field() label!: string;
  @Field(() => Int, { nullable: true }) pageId?: number | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => Int, { nullable: true, description: 'Index among the siblings; the end when left out.' }) position?: number | null;
}
