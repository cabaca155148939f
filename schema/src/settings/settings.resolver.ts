import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { firstSteps } from './operations/first-steps';
import { getSettings } from './operations/get-settings';
import { updateSettings } from './operations/update-settings';
import { FirstStepsType, SettingsInput, SettingsType } from './settings.types';

@Resolver()
export class SettingsResolver {
  @Query(() => SettingsType)
  settings(@Ctx() ctx: Context): Promise<SettingsType> {
    return getSettings(ctx, {});
  }

  @Query(() => FirstStepsType, { description: 'The next steps of a new installation (manage-settings).' })
  firstSteps(@Ctx() ctx: Context): Promise<FirstStepsType> {
    return firstSteps(ctx, {});
  }

  @Mutation(() => SettingsType)
  updateSettings(@Arg('input', () => SettingsInput) input: SettingsInput, @Ctx() ctx: Context): Promise<SettingsType> {
    return updateSettings(ctx, { ...input });
  }
}
