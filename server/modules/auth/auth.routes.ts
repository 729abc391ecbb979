import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authResponseSchema,
  devVerifyStatusSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageSchema,
  registerRequestSchema,
  sessionSchema,
  tokenPasswordRequestSchema,
  userSchema,
} from '../../../contract/auth';
import { countriesResponseSchema } from '../../../contract/countries';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import {
  getCurrentUser,
  getSession,
  registerPlayer,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  verifyEmail,
  type RequestContext,
} from './auth.service';
import { listCountries } from './countries.service';
import { SESSION_ABSOLUTE_MS, sessionCookieName } from './session.service';
import { DEVICE_LIFETIME_MS, deviceCookieName } from './sign-in-limits';

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  address: request.clientKey,
  userAgent: request.headers['user-agent'] ?? null,
  log: request.log,
  current: request.user,
});

/** Sign-up, verification, sign-in and out, password reset, the current user and the countries. */
function authRoutes(app: AppInstance, deps: AppDeps) {
  const production = deps.config.env === 'production';
  const cookieName = sessionCookieName(production);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: production } as const;
  const deviceCookie = deviceCookieName(production);

  const setSessionCookie = (reply: FastifyReply, secret: string) => {
    void reply
      .setCookie(cookieName, secret, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 })
      .header('cache-control', 'no-store');
  };

  app.post(
    '/register',
    {
      config: { access: 'visitor', refusals: ['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'] },
      schema: { body: registerRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => registerPlayer(deps, request.body, contextOf(request)),
  );

  const verifyHandler = async (
    request: FastifyRequest<{ Body: { token: string; password: string } }>,
    reply: FastifyReply,
  ) => {
    const result = await verifyEmail(deps, request.body, contextOf(request));
    setSessionCookie(reply, result.secret);
    return result.body;
  };
  const verifySchema = {
    body: tokenPasswordRequestSchema,
    response: { 200: authResponseSchema },
  };
  app.post(
    '/verify-email',
    { config: { access: 'visitor', refusals: ['TOO_MANY_REQUESTS'] }, schema: verifySchema },
    verifyHandler,
  );

  if (!production) {
    app.get(
      '/dev-verify',
      { config: { access: 'visitor' }, schema: { response: { 200: devVerifyStatusSchema } } },
      () => ({ available: true as const }),
    );
    app.post(
      '/dev-verify',
      { config: { access: 'visitor', refusals: ['TOO_MANY_REQUESTS'] }, schema: verifySchema },
      verifyHandler,
    );
  }

  app.post(
    '/login',
    {
      config: { access: 'visitor', refusals: ['UNAUTHORIZED', 'TOO_MANY_REQUESTS'] },
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const result = await signIn(deps, request.body, {
        ...contextOf(request),
        deviceSecret: request.cookies[deviceCookie],
      });
      setSessionCookie(reply, result.secret);
      if (result.deviceSecret) {
        void reply.setCookie(deviceCookie, result.deviceSecret, {
          ...cookieOptions,
          sameSite: 'strict',
          maxAge: DEVICE_LIFETIME_MS / 1000,
        });
      }
      return result.body;
    },
  );

  app.post(
    '/logout',
    { config: { access: 'visitor' }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const result = await signOut(deps, request.user);
      void reply.clearCookie(cookieName, cookieOptions).header('cache-control', 'no-store');
      return result;
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'visitor', refusals: ['TOO_MANY_REQUESTS'] },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => requestPasswordReset(deps, request.body, contextOf(request)),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'visitor', refusals: ['TOO_MANY_REQUESTS'] },
      schema: { body: tokenPasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => resetPassword(deps, request.body, contextOf(request)),
  );

  app.get(
    '/user',
    { config: { access: 'player' }, schema: { response: { 200: userSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getCurrentUser(deps, guardedUser(request));
    },
  );

  app.get(
    '/session',
    { config: { access: 'visitor' }, schema: { response: { 200: sessionSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getSession(deps, request.user);
    },
  );

  app.get(
    '/countries',
    { config: { access: 'visitor' }, schema: { response: { 200: countriesResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=600');
      return listCountries();
    },
  );
}

export const authModule: AppModule = {
  name: 'auth',
  prefix: '/api/auth',
  routes: authRoutes,
};
