import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('MediaFile')
export class MediaFileType {
  @Field(() => Int) id!: number;
  @Field({ description: 'The folder the file is in.' }) path!: string;
  @Field() fileName!: string;
  @Field({ description: 'image, gif, document or video' }) kind!: string;
  @Field() contentType!: string;
  @Field(() => Float, { nullable: true }) size!: number | null;
  @Field(() => Int, { nullable: true }) width!: number | null;
  @Field(() => Int, { nullable: true }) height!: number | null;
  @Field() defaultAltText!: string;
  @Field() shared!: boolean;
  @Field() hash!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'provider, id, url, embedUrl, thumbnailUrl' }) video!: object | null;
  @Field(() => String, { nullable: true, description: 'preview-image URL of the bytes (crops: preview-crop with cropParams); null for a video.' })
  previewUrl!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('MediaFolder')
export class MediaFolderType {
  @Field() path!: string;
  @Field() folderName!: string;
  @Field() parent!: string;
}

@ObjectType('MediaDirectory')
export class MediaDirectoryType {
  @Field() path!: string;
  @Field(() => [MediaFolderType]) folders!: MediaFolderType[];
  @Field(() => [MediaFileType]) files!: MediaFileType[];
}

@ObjectType('AddedMediaFile')
export class AddedMediaFileType {
  @Field(() => MediaFileType) file!: MediaFileType;
  @Field(() => [String], { description: 'Past the recommended 2560 px a side or 1 MB: image-dimensions-above-recommended, image-size-above-recommended.' })
  warnings!: string[];
}

@InputType('EditMediaFileInput')
export class EditMediaFileInput {
  @Field(() => Int) id!: number;
  @Field() newPath!: string;
  @Field() newFileName!: string;
  @Field(() => String, { nullable: true }) defaultAltText?: string | null;
  @Field(() => Boolean, { nullable: true }) shared?: boolean;
}

@ObjectType({ description: 'The shown size of an image (orientation applied).' })
export class ImageSizeType {
  @Field(() => Int) id!: number;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
}

@ObjectType('MediaFileSiteContentUse', { description: 'A certificate or team member that shows a file.' })
export class MediaFileSiteContentUseType {
  @Field(() => Int) fileID!: number;
  @Field({ description: 'certificate or team-member' }) kind!: string;
  @Field(() => Int) id!: number;
  @Field({ description: "The certificate's title or the team member's name." }) title!: string;
  @Field({ description: 'Whether the site shows it.' }) active!: boolean;
}
