import type { DestinationStream } from 'pino';
import { PinoPretty } from 'pino-pretty';

/** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
export type LogFormat = 'auto' | 'pretty' | 'json';

/** Fields a request line carries as structured data; the readable line says them in its text. */
const FOLDED_INTO_TEXT = 'pid,hostname,reqId,req,res,responseTime';

/**
 * Where the server's log lines go. JSON (pino's own output, undefined here) unless the format is
 * `pretty`, or `auto` with standard output on a terminal: then each line is
 * `12:04:31.207 INFO  8f3a… GET /api/competitions/upcoming 200 3.1 ms`, the request id first,
 * and an error's stack below its line.
 */
export function createLogOutput(
  format: LogFormat,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): DestinationStream | undefined {
  const pretty = format === 'pretty' || (format === 'auto' && output.isTTY === true);
  if (!pretty) return undefined;
  return PinoPretty({
    destination: output,
    sync: true,
    colorize: output.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: FOLDED_INTO_TEXT,
    messageFormat: (log, messageKey) => {
      const id = typeof log.reqId === 'string' ? `${log.reqId} ` : '';
      const message = log[messageKey];
      return `${id}${typeof message === 'string' ? message : JSON.stringify(message)}`;
    },
  });
}
