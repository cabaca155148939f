import { ImageWork, type ImageWorkOptions } from '@tessera/schema';
import type { Tracing } from './tracing';

/**
 * The image line (schema media/image-work.ts) with a span per job: from the moment it asks for a
 * place to its end, with how long it waited for one, so a slow upload shows whether the line or
 * sharp took the time. A request joining a job under way (runOnce) is part of that job's span.
 */
export class TracedImageWork extends ImageWork {
  constructor(
    options: ImageWorkOptions,
    private readonly tracing: Tracing,
  ) {
    super(options);
  }

  override run<T>(job: () => Promise<T>): Promise<T> {
    const asked = performance.now();
    return this.tracing.inSpan('image work', { 'tessera.image.waiting': this.load.waiting }, (span) =>
      super.run(() => {
        span.setAttribute('tessera.image.waited_ms', Math.round(performance.now() - asked));
        return job();
      }),
    );
  }
}
