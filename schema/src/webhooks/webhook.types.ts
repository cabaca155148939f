import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Webhook', { description: 'An endpoint the chosen domain events are POSTed to, signed (docs/webhooks.md). Its secret is never shown again after createWebhook.' })
export class WebhookType {
  @Field(() => Int) id!: number;
  @Field() url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String], { description: 'Domain event types (webhookEventTypes).' }) eventTypes!: string[];
  @Field({ description: 'A paused endpoint gets nothing.' }) active!: boolean;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
}

@ObjectType('CreatedWebhook')
export class CreatedWebhookType {
  @Field(() => WebhookType) webhook!: WebhookType;
  @Field({ description: 'The signing secret: shown in this answer only.' }) secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One attempt at sending one event to one endpoint.' })
export class WebhookDeliveryType {
  @Field(() => Int) id!: number;
  @Field(() => Int) webhookId!: number;
  @Field({ description: 'The domain event id, sent as Tessera-Event-Id.' }) eventId!: string;
  @Field() eventType!: string;
  @Field(() => Int, { description: 'Counts every attempt at this event and endpoint, "send again" included.' }) attempt!: number;
  @Field({ description: '`event` (the background delivery) or `send-again`.' }) trigger!: string;
  @Field() succeeded!: boolean;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status, when it answered." }) statusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the attempt failed.' }) error!: string | null;
  @Field(() => Int) durationMs!: number;
  @Field(() => GraphQLDateTimeISO) at!: Date;
}

@ObjectType('WebhookDeliveries')
export class WebhookDeliveriesType {
  @Field(() => Int) total!: number;
  @Field(() => [WebhookDeliveryType]) items!: WebhookDeliveryType[];
}

@InputType('WebhookInput')
export class WebhookInput {
  @Field() url!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String]) eventTypes!: string[];
  @Field({ nullable: true, description: 'Defaults to true on creation.' }) active?: boolean;
}
