/**
 * The insights page's sections for a range: searches (per day, top, without results with the hint
 * search:report gives), feedback (per day, pages by share of "No" with their latest comments) and
 * one page's view. Comments and searches are readers' text: only ever React text nodes.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Insights} from './api';
import Chart from './Chart';
import styles from './styles.module.css';

const percent = (share: number) => `${Math.round(share * 100)} %`;
const shown = (search: string) => (search === '' ? '(empty query)' : search);

function Table({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-wrapper" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Searches({data}: {data: Insights}) {
  const dates = data.count.dates.map((d) => d.date);
  return (
    <section aria-labelledby="insights-searches">
      <h2 id="insights-searches">Searches</h2>
      {data.count.count === 0 ? (
        <p>No searches in this range.</p>
      ) : (
        <Chart
          title={`Searches per day (${data.count.count} in all)`}
          kind="line"
          dates={dates}
          series={[{name: 'Searches', values: data.count.dates.map((d) => d.count)}]}
        />
      )}
      <h3>Top searches</h3>
      <Table
        caption="Top searches"
        head={['Search', 'Searches', 'Hits']}
        rows={data.top.map((s) => [shown(s.search), s.count, s.nbHits])}
        empty="No searches in this range."
      />
      <h3>Searches without results</h3>
      <Table
        caption="Searches without results, with the nearest synonym group or page"
        head={['Search', 'Searches', 'Nearest in the docs']}
        rows={data.noResults.map((s) => [shown(s.search), s.count, s.hint ?? 'none'])}
        empty="Every search in this range found something."
      />
    </section>
  );
}

function Comments({comments}: {comments: Insights['comments']}) {
  if (comments.length === 0) return <>none</>;
  return (
    <ul>
      {comments.map((c) => (
        <li key={`${c.at}${c.text}`}>
          <span>
            {c.date}, {c.vote === 'no' ? 'No' : 'Yes'}:
          </span>
          <p className={styles.comment}>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Feedback({data, onPage}: {data: Insights; onPage: (page: string) => void}) {
  const {feedback} = data;
  const byPage = (page: string) => data.comments.filter((c) => c.page === page);
  return (
    <section aria-labelledby="insights-feedback">
      <h2 id="insights-feedback">Reader feedback</h2>
      {feedback.yes + feedback.no === 0 ? (
        <p>No feedback in this range.</p>
      ) : (
        <Chart
          title={`Votes per day (${feedback.yes} yes, ${feedback.no} no, ${feedback.comments} comments)`}
          kind="bar"
          dates={feedback.dates.map((d) => d.date)}
          series={[
            {name: 'Yes', values: feedback.dates.map((d) => d.yes)},
            {name: 'No', values: feedback.dates.map((d) => d.no)},
          ]}
        />
      )}
      <h3>Pages by share of “No”</h3>
      <Table
        caption="Pages by share of No, with their latest comments"
        head={['Page', 'No', 'Yes', 'Share of No', 'Latest comments']}
        rows={data.pages.map((p) => [
          <button
            key="page"
            type="button"
            className="button button--link padding--none"
            onClick={() => onPage(p.page)}
          >
            {p.page}
          </button>,
          p.no,
          p.yes,
          percent(p.noShare),
          <Comments key="comments" comments={byPage(p.page).slice(0, 3)} />,
        ])}
        empty="No page has feedback in this range."
      />
    </section>
  );
}

export function PageView({
  data,
  page,
  onPage,
}: {
  data: Insights;
  page: string;
  onPage: (page: string) => void;
}) {
  const figures = data.pages.find((p) => p.page === page);
  return (
    <section aria-labelledby="insights-page">
      <h2 id="insights-page">One page</h2>
      <div className={styles.rangeForm}>
        <label htmlFor="insights-page-choice">Page</label>
        <select id="insights-page-choice" value={page} onChange={(e) => onPage(e.target.value)}>
          <option value="">Choose a page</option>
          {data.pages.map((p) => (
            <option key={p.page} value={p.page}>
              {p.page}
            </option>
          ))}
        </select>
      </div>
      {figures && (
        <>
          <p>
            <Link className={styles.pageLink} to={figures.page}>
              {figures.page}
            </Link>
            : {figures.no} No, {figures.yes} Yes ({percent(figures.noShare)} No), {figures.comments} comments.
          </p>
          <Comments comments={data.comments.filter((c) => c.page === page)} />
        </>
      )}
    </section>
  );
}
