import 'reflect-metadata';
import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { ApiTokenResolver } from '../api-tokens/api-token.resolver';
import { AuditResolver } from '../audit/audit.resolver';
import { AuthResolver } from '../auth/auth.resolver';
import { TwoFactorResolver } from '../auth/two-factor.resolver';
import { PasskeyResolver } from '../auth/passkey.resolver';
import { OidcResolver } from '../auth/oidc.resolver';
import { BlockResolver } from '../blocks/block.resolver';
import { ContactResolver } from '../contact/contact.resolver';
import { MediaResolver } from '../media/media.resolver';
import { MenuResolver } from '../menus/menu.resolver';
import { PageResolver } from '../pages/page.resolver';
import { SearchResolver } from '../search/search.resolver';
import { SettingsResolver } from '../settings/settings.resolver';
import { SiteContentResolver } from '../site-content/site-content.resolver';
import { RedirectResolver } from '../redirects/redirect.resolver';
import { PageTranslationFieldsResolver, TranslationResolver } from '../translations/translation.resolver';
import { ReleaseResolver } from '../releases/release.resolver';
import { TagResolver } from '../tags/tag.resolver';
import { TransferJobResolver } from '../transfer/transfer-job.resolver';
import { ReusableBlockResolver } from '../reusable-blocks/reusable-block.resolver';
import { WebhookResolver } from '../webhooks/webhook.resolver';
import { UserResolver } from '../users/user.resolver';

export const resolvers = [
  AuthResolver,
  TwoFactorResolver,
  PasskeyResolver,
  OidcResolver,
  UserResolver,
  AuditResolver,
  ApiTokenResolver,
  PageResolver,
  BlockResolver,
  SettingsResolver,
  MenuResolver,
  RedirectResolver,
  TranslationResolver,
  PageTranslationFieldsResolver,
  ReleaseResolver,
  TransferJobResolver,
  TagResolver,
  SiteContentResolver,
  MediaResolver,
  ContactResolver,
  SearchResolver,
  WebhookResolver,
  ReusableBlockResolver,
] as const;

/**
 * The GraphQL schema. Input rules live in the operations (one place for GraphQL and REST), so
 * type-graphql's class-validator pass stays off; GraphQL itself still checks the types.
 */
export function buildTesseraSchema(): GraphQLSchema {
  return buildSchemaSync({ resolvers, validate: false });
}

export function printTesseraSchema(): string {
  return `${printSchema(buildTesseraSchema())}\n`;
}
