import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { requireAdmin } from '../../plugins/auth-context';

/** Route hook: visitors get 401 and members 403 before any input is read. */
export function adminOnly(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  try {
    requireAdmin(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}
