/**
 * A chart of figures by date (Chartist, an SVG chart library of 0 dependencies, loaded only when
 * a chart is drawn, so only on the insights page), hidden from screen readers, and the same
 * figures as a table that screen readers read instead.
 */
import {useEffect, useRef} from 'react';
import styles from './styles.module.css';

type Series = {name: string; values: number[]};
type Props = {title: string; kind: 'line' | 'bar'; dates: string[]; series: Series[]};

export default function Chart({title, kind, dates, series}: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: {detach: () => void} | undefined;
    let gone = false;
    void import('chartist').then(({LineChart, BarChart}) => {
      if (gone || !box.current) return;
      // Dates only as labels (Chartist writes labels as markup): never a reader's text.
      const data = {labels: dates.map((d) => d.slice(5)), series: series.map((s) => s.values)};
      // At most about 7 dates labelled, so that they fit a phone.
      const every = Math.ceil(dates.length / 7);
      const options = {
        height: '16rem',
        chartPadding: {top: 20, right: 20, bottom: 5, left: 10},
        axisY: {onlyInteger: true},
        axisX: {labelInterpolationFnc: (v: string, i: number) => (i % every ? null : v)},
      };
      chart =
        kind === 'line'
          ? new LineChart(box.current, data, {...options, showArea: true})
          : new BarChart(box.current, data, {...options, stackBars: true});
    });
    return () => {
      gone = true;
      chart?.detach();
    };
  }, [kind, dates, series]);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div ref={box} className={styles.chart} aria-hidden="true" />
      {series.length > 1 && (
        <p className={styles.legend} aria-hidden="true">
          {series.map((s, i) => (
            <span key={s.name} className={styles[`legend${i}`]}>
              {s.name}
            </span>
          ))}
        </p>
      )}
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, row) => (
            <tr key={date}>
              <th scope="row">{date}</th>
              {series.map((s) => (
                <td key={s.name}>{s.values[row]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
