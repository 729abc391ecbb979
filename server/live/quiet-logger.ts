import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];

/**
 * A hot read's request logger: warnings and errors only, written through a pino child that
 * carries the request's bindings (its `reqId`, the id the answer's X-Request-Id shows). The child
 * is made only when a line is written: one made for every read costs more than the answer.
 */
export class QuietRequestLogger implements FastifyBaseLogger {
  level = 'warn';
  #logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  #write(level: 'fatal' | 'error' | 'warn', args: unknown[]) {
    this.#logger ??= this.parent.child(this.bindings, { level: 'warn' });
    Reflect.apply(this.#logger[level], this.#logger, args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info() {}
  debug() {}
  trace() {}
  silent() {}
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    this.#logger ??= this.parent.child(this.bindings, { level: 'warn' });
    return this.#logger.child(...args);
  }
}
