import {
  ChangeCodeQuery,
  ChangeMobileQuery,
  ChangePassword,
  CodeQuery,
  CompanySearchQuery,
  DemoLogin,
  DemoRequest,
  ForgetCodeQuery,
  ForgetPassword,
  ForgetPasswordQuery,
  LoginRequest,
  RegisterRequest,
  RememberLogin,
} from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { caller } from '../../http/guard.js';
import { parse } from '../../http/validate.js';
import type { Client } from './auth.service.js';

const PUBLIC = { config: { permission: 'public' as const } };
const SESSION = { config: { permission: 'session' as const } };

const client = (request: FastifyRequest): Client => ({ ip: request.ip, host: request.hostname });

/** The login screen (public) and the user's own phone, password and logout (any session). */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { auth, captcha } = app.services;

  app.get('/login/code', PUBLIC, async () => ok(await captcha.issue()));
  app.post('/login/login', PUBLIC, async (request) =>
    ok(await auth.login(parse(LoginRequest, request.body), client(request))),
  );
  app.post('/login/remember', PUBLIC, async (request) =>
    ok(await auth.remember(parse(RememberLogin, request.body), client(request))),
  );
  app.post('/login/demo2', PUBLIC, async (request) =>
    ok(await auth.demoLogin(parse(DemoLogin, request.body), client(request))),
  );
  app.get('/login/getCompanyNameApi', PUBLIC, async (request) =>
    ok(await auth.searchCompanyNames(parse(CompanySearchQuery, request.query, 'query'))),
  );

  app.get('/login/getCodeToLogin', PUBLIC, async (request) => {
    await auth.sendRegisterCode(parse(CodeQuery, request.query, 'query'), client(request));
    return ok(null, 'code sent');
  });
  app.get('/login/getCodeToDemoLogin', PUBLIC, async (request) => {
    await auth.sendDemoCode(parse(CodeQuery, request.query, 'query'), client(request));
    return ok(null, 'code sent');
  });
  app.get('/login/getCodeForgetPassword', PUBLIC, async (request) => {
    await auth.sendForgetCode(parse(ForgetCodeQuery, request.query, 'query'), client(request));
    return ok(null, 'code sent');
  });

  app.post('/login/register', PUBLIC, async (request) =>
    ok(await auth.register(parse(RegisterRequest, request.body), client(request)), 'registered'),
  );
  app.post('/login/demo', PUBLIC, async (request) => {
    await auth.requestDemo(parse(DemoRequest, request.body));
    return ok(null, 'request received');
  });
  app.post('/login/forgetPassword', PUBLIC, async (request) => {
    parse(ForgetPasswordQuery, request.query, 'query');
    await auth.forgetPassword(parse(ForgetPassword, request.body), client(request));
    return ok(null, 'password changed');
  });

  app.get('/user/getCodeToChange', SESSION, async (request) => {
    await auth.sendChangeCode(caller(request), parse(ChangeCodeQuery, request.query, 'query'));
    return ok(null, 'code sent');
  });
  app.post('/user/changeMobile', SESSION, async (request) => {
    await auth.changeMobile(caller(request), parse(ChangeMobileQuery, request.query, 'query'));
    return ok(null, 'modified successfully');
  });
  app.put('/user/password', SESSION, async (request) => {
    await auth.changePassword(caller(request), parse(ChangePassword, request.body));
    return ok(null, 'modified successfully');
  });
  app.post('/user/logout', SESSION, async (request) => {
    await auth.logout(caller(request));
    return ok(null);
  });
}
