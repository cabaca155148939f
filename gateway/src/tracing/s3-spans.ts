import { SpanKind } from '@opentelemetry/api';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Tracing } from './tracing';

/**
 * A client span for every call the S3 client makes (each part of a multipart upload too), from
 * the AWS SDK's middleware stack: the command and the bucket, never a key's credentials or body.
 * It ends when the store answers; the bytes of a streamed object flow after it.
 */
export function traceS3Calls(client: S3Client, tracing: Tracing): void {
  client.middlewareStack.add(
    (next, context) => (args) => {
      const method = (context.commandName ?? 'S3').replace(/Command$/, '');
      const bucket = (args.input as { Bucket?: string }).Bucket;
      return tracing.inSpan(`S3.${method}`, { 'rpc.system': 'aws-api', 'rpc.service': 'S3', 'rpc.method': method, ...(bucket ? { 'aws.s3.bucket': bucket } : {}) }, () => next(args), SpanKind.CLIENT);
    },
    { step: 'initialize', name: 'tesseraTracing' },
  );
}
