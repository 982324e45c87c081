/**
 * The theme's Mermaid diagram, loaded when the diagram comes into view.
 * The stock component imports mermaid (about 170 KB of gzipped JavaScript)
 * into the chunk of every doc page, diagram or not, and renders each diagram
 * during page start-up; Lighthouse counted both against every page. Here the
 * stock component (and mermaid with it) is a separate chunk, fetched and run
 * only once the diagram's place enters the viewport (a diagram just below the
 * first screen would otherwise still cost its start-up time to every visit).
 * A swizzle ("wrap"): Docusaurus 3.8 has no setting for this.
 */
import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
/** The stock component's props (`@theme/Mermaid`): the diagram's source. */
type Props = {value: string};

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
