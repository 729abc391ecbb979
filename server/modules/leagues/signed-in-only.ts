import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { requireUser } from '../../plugins/auth-context';

/** Route hook: visitors get 401 before any input is read. */
export function signedInOnly(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  try {
    requireUser(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}
