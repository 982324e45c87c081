/** A Prometheus scrape, parsed with a Prometheus text-format parser, and its figures read by name and labels. */
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export type Scrape = ReturnType<typeof parsePrometheusTextFormat>;

/** GET `url` (a metrics listener's /metrics), parsed; throws unless it is a 200 in the text format. */
export async function scrape(url: string): Promise<Scrape> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (!response.headers.get('content-type')?.startsWith('text/plain; version=0.0.4'))
    throw new Error(`${url} is not in the Prometheus text format`);
  return parsePrometheusTextFormat(await response.text());
}

/** The value of metric `name` with (at least) `labels`, or the sum of all of them; 0 when there is none. */
export function valueOf(families: Scrape, name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  if (!family) return 0;
  return family.metrics
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))
    .reduce((sum, sample) => sum + Number(sample.value ?? sample.count ?? 0), 0);
}
