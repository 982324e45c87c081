/**
 * `@theme/Mermaid`, loading theme-mermaid's component (and with it the mermaid
 * library) in its own chunk when a diagram is rendered. The original renders
 * nothing on the server either (diagrams are drawn in the browser), so the
 * built HTML is unchanged.
 */
import {lazy, Suspense, type ComponentProps} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

// theme-mermaid's own component, by path: `@theme-init/Mermaid` is theme-classic's empty stand-in.
const Original = lazy(() => import('@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js'));

export default function Mermaid(props: ComponentProps<typeof Original>) {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <Original {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
