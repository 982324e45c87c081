/**
 * How the production server is run as a service, from the environment (never read by the site
 * build): which proxy it trusts, whether it logs requests, where it serves its metrics.
 * - TRUST_PROXY: the addresses of the reverse proxy in front, comma-separated: IP addresses,
 *   CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`. Only a request
 *   whose connection comes from one of them has its X-Forwarded-For believed (Fastify's
 *   `trustProxy`). Unset, empty, "0" or "false": no one is trusted.
 * - LOG_REQUESTS: "1" or "true": one JSON line per answer on standard output (Fastify's logger).
 * - METRICS_PORT: Prometheus metrics on a listener of their own, on METRICS_HOST (default
 *   127.0.0.1). Unset or empty: no metrics at all.
 */
import net from 'node:net';
import {wholeNumber} from '../search/whole-number';

export type OperationsConfig = {
  /** Fastify's `trustProxy`: the proxy's addresses, or false. */
  trustProxy: string[] | false;
  logRequests: boolean;
  /** Where the metrics listener listens; undefined: no metrics. */
  metrics?: {port: number; host: string};
};

export const NO_OPERATIONS: OperationsConfig = {trustProxy: false, logRequests: false};

/** The names proxy-addr (Fastify's trustProxy) knows for ranges of addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const off = (raw: string | undefined) => raw === undefined || ['', '0', 'false'].includes(raw.trim());

/** One TRUST_PROXY entry: an address, an address/prefix, or a range name. */
function trustedEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustProxy(raw: string | undefined): string[] | false {
  if (off(raw)) return false;
  const entries = raw!
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.some((entry) => ['1', 'true', '*'].includes(entry))) {
    throw new Error(
      `TRUST_PROXY must name the proxy's addresses (e.g. 127.0.0.1), not "${raw}": trusting everyone would let any client choose the address the server sees.`,
    );
  }
  const bad = entries.find((entry) => !trustedEntry(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`,
    );
  }
  return entries;
}

function logRequests(raw: string | undefined): boolean {
  if (off(raw)) return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`LOG_REQUESTS must be 1 or 0, not "${raw}".`);
}

function metrics(port: string | undefined, host: string | undefined): OperationsConfig['metrics'] {
  if (port === undefined || port.trim() === '') return undefined;
  const listenOn = host?.trim() || '127.0.0.1';
  if (!net.isIP(listenOn) && listenOn !== 'localhost') {
    throw new Error(`METRICS_HOST must be an IP address to listen on, not "${host}".`);
  }
  return {
    port: wholeNumber(port, 'METRICS_PORT', [1, 65535], (message) => new Error(`${message}.`)),
    host: listenOn,
  };
}

/** The service settings of `env`; a value that is not one throws, with a sentence saying what is expected. */
export function operationsConfig(env: NodeJS.ProcessEnv = process.env): OperationsConfig {
  return {
    trustProxy: trustProxy(env.TRUST_PROXY),
    logRequests: logRequests(env.LOG_REQUESTS),
    metrics: metrics(env.METRICS_PORT, env.METRICS_HOST),
  };
}
