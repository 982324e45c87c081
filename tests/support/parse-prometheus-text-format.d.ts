/** parse-prometheus-text-format 1.1.1 (the package ships no types): prom2json's shape, values as text. */
declare module 'parse-prometheus-text-format' {
  type Sample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  type Family = {name: string; help: string; type: string; metrics: Sample[]};
  export default function parsePrometheusTextFormat(text: string): Family[];
}
