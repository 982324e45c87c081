/**
 * A theme that loads Mermaid only on pages that show a diagram.
 *
 * theme-classic's MDX components import `@theme/Mermaid`, and
 * theme-mermaid's component imports the whole mermaid library, so without
 * this every doc page downloads it. This theme, listed after
 * `@docusaurus/theme-mermaid`, provides `@theme/Mermaid` as a wrapper that
 * imports theme-mermaid's component on demand: a theme shadowing another
 * theme's component, as Docusaurus themes do; nothing swizzled.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyMermaidTheme(): Plugin {
  return {
    name: 'quiznest-lazy-mermaid',
    getThemePath: () => path.resolve(__dirname, 'theme'),
  };
}
