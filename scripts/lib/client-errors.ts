/** The errors of the official Algolia client, each as the one sentence a maintainer needs. */
type ClientError = Error & {status?: number};

export type Advice = {
  /** What the key must be, for a 403. */
  refused: string;
  /** What a 404 "Path not found" means for the command. */
  pathNotFound: string;
  /** How the command's failure starts, for anything else. */
  failed: string;
};

export function explain(error: unknown, target: string, advice: Advice): string {
  const {name, message, status} = error as ClientError;
  if (name === 'RetryError')
    return `Could not reach ${target}: check ALGOLIA_APP_ID or ALGOLIA_HOSTS and the network.`;
  if (status === 403) return `${target} refused the key (403 ${message}): ${advice.refused}`;
  if (status === 404 && /path not found/i.test(message))
    return `${target} ${advice.pathNotFound} (404 ${message}).`;
  if (status) return `${target} answered ${status}: ${message}`;
  return `${advice.failed}: ${message}`;
}

/** Where the client goes: ALGOLIA_HOSTS, or Algolia's own hosts for an application. */
export const targetName = (hosts: {protocol: string; url: string}[], appId: string) =>
  hosts.length ? hosts.map((h) => `${h.protocol}://${h.url}`).join(', ') : `Algolia (application ${appId})`;
