import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { createWebhook } from './operations/create-webhook';
import { deleteWebhook } from './operations/delete-webhook';
import { listWebhookDeliveries } from './operations/list-webhook-deliveries';
import { listWebhookEventTypes } from './operations/list-webhook-event-types';
import { listWebhooks } from './operations/list-webhooks';
import { sendWebhookAgain } from './operations/send-webhook-again';
import { updateWebhook } from './operations/update-webhook';
import { CreatedWebhookType, WebhookDeliveriesType, WebhookDeliveryType, WebhookInput, WebhookType } from './webhook.types';

/** Webhook endpoints and their delivery log (manage-webhooks). */
@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookType])
  webhooks(@Ctx() ctx: Context): Promise<WebhookType[]> {
    return listWebhooks(ctx, {});
  }

  @Query(() => [String], { description: 'The domain event types an endpoint may take.' })
  webhookEventTypes(@Ctx() ctx: Context): Promise<string[]> {
    return listWebhookEventTypes(ctx, {});
  }

  @Query(() => WebhookDeliveriesType, { description: "An endpoint's attempts, newest first." })
  webhookDeliveries(
    @Arg('webhookId', () => Int) webhookId: number,
    @Arg('pageIndex', () => Int, { nullable: true }) pageIndex: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Ctx() ctx: Context,
  ): Promise<WebhookDeliveriesType> {
    return listWebhookDeliveries(ctx, { webhookId, pageIndex, pageSize });
  }

  @Mutation(() => CreatedWebhookType, { description: 'WH_01 when the URL leads to a private or local address, WH_02 when its host is not found.' })
  createWebhook(@Arg('input') input: WebhookInput, @Arg('secret', () => String, { nullable: true }) secret: string | null, @Ctx() ctx: Context): Promise<CreatedWebhookType> {
    return createWebhook(ctx, { ...input, secret });
  }

  @Mutation(() => WebhookType)
  updateWebhook(@Arg('id', () => Int) id: number, @Arg('input') input: WebhookInput, @Ctx() ctx: Context): Promise<WebhookType> {
    return updateWebhook(ctx, { ...input, id });
  }

  @Mutation(() => Boolean)
  async deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    await deleteWebhook(ctx, { id });
    return true;
  }

  @Mutation(() => WebhookDeliveryType, { description: "Sends a logged delivery's event again, now; answers the new attempt." })
  sendWebhookAgain(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<WebhookDeliveryType> {
    return sendWebhookAgain(ctx, { id });
  }
}
