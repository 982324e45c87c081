/**
 * The insights page for the people who write the docs: asks for the admin key (kept in this
 * tab's sessionStorage only), then shows for a chosen range what readers searched for and what
 * they said of the pages (Sections.tsx), read from our production server (api.ts). Rendered in
 * the browser only (the key and the figures exist only there).
 */
import {useEffect, useState, type FormEvent} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {InsightsError, KEY_ITEM, daysAgo, readInsights, type Insights as Data, type Range} from './api';
import {Feedback, PageView, Searches} from './Sections';
import styles from './styles.module.css';

type Algolia = {appId: string; indexName: string};
/** What was read for a key and range (`asked`), or why not. */
type Answer = {asked: string; data?: Data; error?: string; refused?: boolean};

function KeyForm({onKey}: {onKey: (key: string) => void}) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onKey(draft);
  };
  return (
    <form className={styles.keyForm} onSubmit={submit}>
      <label>
        Admin key
        <input
          type="password"
          autoComplete="off"
          required
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary">
        Open the insights
      </button>
    </form>
  );
}

function RangeForm({
  range,
  onRange,
  onForget,
}: {
  range: Range;
  onRange: (r: Range) => void;
  onForget: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onRange({startDate: String(form.get('startDate')), endDate: String(form.get('endDate'))});
  };
  return (
    <form className={styles.rangeForm} onSubmit={submit}>
      <label>
        From
        <input type="date" name="startDate" defaultValue={range.startDate} max={daysAgo(0)} required />
      </label>
      <label>
        To
        <input type="date" name="endDate" defaultValue={range.endDate} max={daysAgo(0)} required />
      </label>
      <button type="submit" className="button button--primary">
        Show
      </button>
      <button type="button" className="button button--secondary" onClick={onForget}>
        Forget the key
      </button>
    </form>
  );
}

export default function Insights() {
  const {appId, indexName} = useDocusaurusContext().siteConfig.themeConfig.algolia as Algolia;
  const [key, setKey] = useState(() => sessionStorage.getItem(KEY_ITEM) ?? '');
  const [range, setRange] = useState<Range>({startDate: daysAgo(29), endDate: daysAgo(0)});
  const [answer, setAnswer] = useState<Answer>();
  const [page, setPage] = useState('');
  const asked = JSON.stringify([key, range]);

  useEffect(() => {
    if (!key) return;
    readInsights({appId, indexName, key}, range).then(
      (data) => setAnswer({asked, data}),
      (e: unknown) => {
        const refused = e instanceof InsightsError && e.refused;
        setAnswer({asked, error: e instanceof Error ? e.message : String(e), refused});
        if (refused) {
          sessionStorage.removeItem(KEY_ITEM);
          setKey('');
        }
      },
    );
  }, [appId, indexName, key, range, asked]);

  const current = answer?.asked === asked ? answer : undefined;
  const error = current?.error ?? (key ? undefined : answer?.refused ? answer.error : undefined);
  const useKey = (value: string) => {
    sessionStorage.setItem(KEY_ITEM, value);
    setKey(value);
  };
  const forget = () => {
    sessionStorage.removeItem(KEY_ITEM);
    setKey('');
    setAnswer(undefined);
  };
  return (
    <>
      <p role="status" className={error ? styles.error : undefined}>
        {error ?? (key && !current ? 'Loading…' : '')}
      </p>
      {key ? <RangeForm range={range} onRange={setRange} onForget={forget} /> : <KeyForm onKey={useKey} />}
      {key && current?.data && (
        <>
          <Searches data={current.data} />
          <Feedback data={current.data} onPage={setPage} />
          <PageView data={current.data} page={page} onPage={setPage} />
        </>
      )}
    </>
  );
}
