import type sharp from 'sharp';
import type { ImageLine } from '../context';
import { CodedError } from '../errors/coded-error';
import { mediaLimits } from './media-library';

export interface ImageWorkOptions {
  /** Jobs at once: one per core (each job is one sharp pipeline on one libvips thread). */
  workers: number;
  /** Jobs that may wait for a worker; one more is refused at once. */
  queueLength: number;
  /** A job still waiting after this long is refused, so every request is answered or refused in bounded time. */
  maxWaitMs: number;
  /** The most pixels a turned crop may hold in memory at once, its source and the source turned (media/cut-crop.ts). */
  maxCropPixels: number;
}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * The one line all image work goes through (renditions, crops, upload probes, profile images):
 * at most `workers` jobs run, at most `queueLength` wait, and what does not fit is refused with
 * G_02 (503, Retry-After) instead of piling up memory and threads. sharp's own operation cache is
 * off: every result is kept on disk or in the preview cache, so the cache would only hold memory
 * and open files.
 */
export class ImageWork implements ImageLine {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  /** Jobs under way by what they make, so a second request for the same result joins the first. */
  private readonly underWay = new Map<string, Promise<unknown>>();

  constructor(readonly options: ImageWorkOptions) {}

  /** Jobs that can be running or waiting at one moment. */
  get capacity(): number {
    return this.options.workers + this.options.queueLength;
  }

  /** Jobs running now and jobs waiting for a turn (the operators' metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.startNext();
    }
  }

  /**
   * Runs the job that makes `key`, or joins the one already making it: the visitors of a page
   * just published ask for each of its new renditions at once, and one place in the line serves
   * them all instead of refusing all but the first few.
   */
  runOnce<T>(key: string, job: () => Promise<T>): Promise<T> {
    const joined = this.underWay.get(key);
    if (joined) return joined as Promise<T>;
    const started = this.run(job).finally(() => this.underWay.delete(key));
    this.underWay.set(key, started);
    return started;
  }

  private turn(): Promise<void> {
    if (this.running < this.options.workers) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueLength) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        start: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(this.busy());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private startNext(): void {
    const next = this.waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    this.running += 1;
    next.start();
  }

  /** The line drains within the longest wait, so that is when to try again. */
  private busy(): CodedError {
    return new CodedError('G_02', undefined, 503).withDetails({ retryAfterSeconds: Math.max(1, Math.ceil(this.options.maxWaitMs / 1000)) });
  }
}

let loadedSharp: typeof sharp | undefined;

/**
 * sharp, loaded with the first image: libvips and its threads cost about 10 MB of resident memory
 * that a gateway serving kept renditions and pages never needs. Its operation cache stays off and
 * each pipeline keeps to one libvips thread (the line above decides how many run).
 */
function sharpModule(): typeof sharp {
  if (!loadedSharp) {
    loadedSharp = require('sharp') as typeof sharp;
    loadedSharp.cache(false);
    loadedSharp.concurrency(1);
  }
  return loadedSharp;
}

/** An image as sharp opens it here: refused past `mediaLimits.maxImagePixels` and on any decoding error. */
export function openImage(input: string | Buffer, options: sharp.SharpOptions = {}): sharp.Sharp {
  return sharpModule()(input, { failOn: 'error', limitInputPixels: mediaLimits.maxImagePixels, ...options });
}
