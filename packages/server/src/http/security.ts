import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of every page: everything from this origin only, no inline script or
 * style, no framing. No `upgrade-insecure-requests`: a school's server is often plain http on a LAN.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only makes sense behind https, which a reverse proxy adds with its own header.
    strictTransportSecurity: false,
  });
}

/**
 * Browsers always send Origin on a WebSocket upgrade: only our own pages (and configured origins)
 * may open one, so another site cannot play with a visitor's credentials. Clients without an Origin
 * (the CLI, tests) are not browsers and carry their credentials themselves. "Our own" is the public
 * origin when one is configured: a site whose name an attacker points at this server's address (DNS
 * rebinding) sends a Host matching its Origin, so the Host alone proves nothing.
 */
export function originAllowed(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
  publicOrigin: string | null,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  if (publicOrigin !== null) return origin === publicOrigin;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
