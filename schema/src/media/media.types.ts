import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('FocalPoint', { description: "Where an image's subject is, as fractions (0–1) of its upright width and height." })
export class FocalPointType {
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
}

@InputType('FocalPointInput')
export class FocalPointInput {
  @Field(() => Float) x!: number;
  @Field(() => Float) y!: number;
}

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
  @Field(() => FocalPointType, { nullable: true, description: 'Renditions cut to another aspect ratio keep it in view; null: the middle.' })
  focalPoint!: FocalPointType | null;
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
  @Field(() => FocalPointInput, { nullable: true, description: 'x and y in 0–1 (V_12 otherwise); null clears it, left out keeps it.' })
  focalPoint?: FocalPointInput | null;
}

@ObjectType({ description: 'The shown size of an image (orientation applied).' })
export class ImageSizeType {
  @Field(() => Int) id!: number;
  @Field(() => Int) width!: number;
  @Field(() => Int) height!: number;
  @Field(() => FocalPointType, { nullable: true }) focalPoint!: FocalPointType | null;
}

@ObjectType('MediaFileSiteContentUse', { description: 'A certificate or team member that shows a file.' })
export class MediaFileSiteContentUseType {
  @Field(() => Int) fileID!: number;
  @Field({ description: 'certificate or team-member' }) kind!: string;
  @Field(() => Int) id!: number;
  @Field({ description: "The certificate's title or the team member's name." }) title!: string;
  @Field({ description: 'Whether the site shows it.' }) active!: boolean;
}
