import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownOrigin } from '../allowed-origins';
import { SANDBOX_IDENTITY, SANDBOX_PREFIX, SANDBOX_PROVIDER } from './sandbox-identity';

interface IssuedCode {
  redirectUri: string;
  codeChallenge: string;
  expires: number;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 5 * 60_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox sign-in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.6rem 1.4rem;margin-right:.75rem;border-radius:4px;border:2px solid #1a1a1a;background:#fff;cursor:pointer}button[value=approve]{background:#1a1a1a;color:#fff}button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`);
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A stand-in social provider for demo mode, behaving like a real one: a consent page that names
 * the person and offers Approve and Cancel, a redirect back with a code and the state, a token
 * endpoint that checks the client's credentials and the PKCE verifier, and a userinfo endpoint.
 * Codes and tokens live in memory (one process; a demo convenience, not a real provider).
 */
export async function registerSandboxProvider(app: FastifyInstance): Promise<void> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, number>();
  // The one redirect URI registered for a provider, as a real provider compares it: the whole
  // string (scheme, host, port and path), not its path alone, which would hand a code to any host.
  const registeredRedirectUri = (request: FastifyRequest<{ Params: { provider: string } }>) => {
    const origin = ownOrigin(request);
    return origin ? `${origin}/api/account/externallogin/${request.params.provider}/callback` : null;
  };
  const isRegistered = (redirectUri: string | undefined, request: FastifyRequest<{ Params: { provider: string } }>) =>
    redirectUri !== undefined && redirectUri === registeredRedirectUri(request);

  await app.register(
    async (sandbox) => {
      sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      sandbox.get<{ Params: { provider: string }; Querystring: Record<string, string> }>('/:provider/authorize', async (request, reply) => {
        const q = request.query;
        const valid =
          q.response_type === 'code' &&
          q.client_id === SANDBOX_PROVIDER.clientId &&
          isRegistered(q.redirect_uri, request) &&
          q.code_challenge_method === 'S256' &&
          typeof q.code_challenge === 'string' &&
          typeof q.state === 'string';
        if (!valid) return page(reply, 400, '<h1>Sandbox sign-in</h1><p role="alert">This sign-in request is not valid.</p>');
        const hidden = ['redirect_uri', 'state', 'code_challenge']
          .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name]!)}">`)
          .join('');
        return page(
          reply,
          200,
          `<h1>Sign in with the sandbox provider</h1>
<p>The storefront asks to know who you are. You will sign in as:</p>
<p><strong>${escapeHtml(SANDBOX_IDENTITY.name)}</strong><br>${escapeHtml(SANDBOX_IDENTITY.email)}</p>
<form method="post" action="${SANDBOX_PREFIX}/${escapeHtml(request.params.provider)}/authorize">${hidden}
<button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="cancel">Cancel</button></form>`,
        );
      });

      sandbox.post<{ Params: { provider: string }; Body: Record<string, string> }>('/:provider/authorize', async (request, reply) => {
        const body = request.body ?? {};
        const redirectUri = body.redirect_uri;
        if (!redirectUri || !body.state || !body.code_challenge || !isRegistered(redirectUri, request)) {
          return page(reply, 400, '<h1>Sandbox sign-in</h1><p role="alert">This sign-in request is not valid.</p>');
        }
        const target = new URL(redirectUri);
        target.searchParams.set('state', body.state);
        if (body.decision !== 'approve') {
          target.searchParams.set('error', 'access_denied');
          return reply.code(303).header('location', target.toString()).send();
        }
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { redirectUri, codeChallenge: body.code_challenge, expires: Date.now() + CODE_TTL_MS });
        target.searchParams.set('code', code);
        return reply.code(303).header('location', target.toString()).send();
      });

      sandbox.post<{ Body: Record<string, string> }>('/:provider/token', async (request, reply) => {
        const body = request.body ?? {};
        const basic = /^Basic (.+)$/i.exec(String(request.headers.authorization ?? ''));
        const [basicId, basicSecret] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent) : [];
        const clientId = basicId ?? body.client_id;
        const clientSecret = basicSecret ?? body.client_secret;
        const refuse = (error: string) => reply.code(400).header('cache-control', 'no-store').send({ error });
        if (clientId !== SANDBOX_PROVIDER.clientId || clientSecret !== SANDBOX_PROVIDER.clientSecret)
          return reply.code(401).send({ error: 'invalid_client' });
        if (body.grant_type !== 'authorization_code' || !body.code) return refuse('invalid_request');
        const issued = codes.get(body.code);
        codes.delete(body.code);
        if (!issued || issued.expires < Date.now() || issued.redirectUri !== body.redirect_uri) return refuse('invalid_grant');
        if (!body.code_verifier || s256(body.code_verifier) !== issued.codeChallenge) return refuse('invalid_grant');
        const accessToken = randomBytes(24).toString('base64url');
        accessTokens.set(accessToken, Date.now() + TOKEN_TTL_MS);
        return reply
          .header('cache-control', 'no-store')
          .send({ access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_MS / 1000, scope: 'email profile' });
      });

      sandbox.get('/:provider/userinfo', async (request, reply) => {
        const token = /^Bearer (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
        const expires = token ? accessTokens.get(token) : undefined;
        if (!expires || expires < Date.now())
          return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
        return reply.header('cache-control', 'no-store').send(SANDBOX_IDENTITY);
      });
    },
    { prefix: SANDBOX_PREFIX },
  );
}
