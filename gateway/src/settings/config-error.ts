/** A setting that cannot work: start-up stops with this message (no stack). */
export class ConfigError extends Error {
  /** Each bad variable's sentence (the message joins them). */
  readonly problems: string[];

  constructor(message: string, problems: string[] = [message]) {
    super(message);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}
