import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../context';
import { getTransferJob } from './operations/get-transfer-job';
import { listTransferJobs } from './operations/list-transfer-jobs';
import { startExportJob } from './operations/start-export-job';
import { startImportJob } from './operations/start-import-job';
import { TransferJobType } from './transfer-job.types';

@Resolver()
export class TransferJobResolver {
  @Query(() => [TransferJobType], { description: 'The latest export and import jobs, newest first.' })
  transferJobs(@Ctx() ctx: Context): Promise<TransferJobType[]> {
    return listTransferJobs(ctx, {});
  }

  @Query(() => TransferJobType)
  transferJob(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<TransferJobType> {
    return getTransferJob(ctx, { id });
  }

  @Mutation(() => TransferJobType, { description: 'Refused (V_07) while another job is queued or running.' })
  startExportJob(@Arg('publishedOnly', () => Boolean, { nullable: true }) publishedOnly: boolean | null, @Ctx() ctx: Context): Promise<TransferJobType> {
    return startExportJob(ctx, { publishedOnly });
  }

  @Mutation(() => TransferJobType, { description: "source: an export job's id or a directory name under exports/ of the data directory." })
  startImportJob(@Arg('source') source: string, @Ctx() ctx: Context): Promise<TransferJobType> {
    return startImportJob(ctx, { source });
  }
}
