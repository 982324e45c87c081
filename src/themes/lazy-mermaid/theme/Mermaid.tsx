/**
 * `@theme/Mermaid`, loading theme-mermaid's component (and with it the mermaid
 * library, about 170 KB of gzipped JavaScript) in its own chunk, fetched and
 * run only when the diagram's place enters the viewport: pages without a
 * diagram never download it, and a diagram below the first screen costs a
 * visit nothing until the reader scrolls to it. The original renders nothing on
 * the server either (diagrams are drawn in the browser), so the built HTML is
 * unchanged.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ComponentProps} from 'react';

// theme-mermaid's own component, by path: `@theme-init/Mermaid` is theme-classic's empty stand-in.
const Original = lazy(() => import('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js'));

export default function Mermaid(props: ComponentProps<typeof Original>) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="quiznest-mermaid">
      {visible && (
        <Suspense fallback={null}>
          <Original {...props} />
        </Suspense>
      )}
    </div>
  );
}
