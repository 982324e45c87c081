import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {searchConfig} from './search/config';
import {withContrast} from './src/codeTheme';
import rehypeTaskListLabels from './src/rehype/taskListLabels';
import rehypeTableRegions from './src/rehype/tableRegions';
import robotsTxtPlugin from './src/plugins/robotsTxt';
import {feedbackEndpoint} from './src/plugins/feedback/endpoint';
import {hasFullGitHistory} from './src/gitHistory';
import {siteUrl} from './src/siteUrl';

// Where the site is published (SITE_URL). Search results link to absolute URLs on it. A build
// without it warns, and fails in CI (src/siteUrl.ts).
const url = siteUrl();

// Search: the stock DocSearch UI, on our embedded search service unless the
// environment names hosted Algolia (search/config.ts, ARCHITECTURE.md).
const search = searchConfig();

// DOCUSAURUS_BUNDLER=webpack builds the same site with stock webpack, Babel and Terser (every
// `experimental_faster` flag off): the baseline `npm run bench` measures our Rspack build against.
const faster = process.env.DOCUSAURUS_BUNDLER !== 'webpack';
// BENCH_BASELINE=stock leaves out what the project adds to the stock themes (the lazy Mermaid
// loader); with the hosted-Algolia variables, the "stock Docusaurus" baseline of `npm run bench`.
const stockThemes = process.env.BENCH_BASELINE === 'stock';

const config: Config = {
  title: 'QuizNest',
  tagline: 'QuizNest Documentation',
  favicon: 'img/favicon.svg',

  url,
  baseUrl: '/',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {
    // Rspack, SWC and LightningCSS: about a fifth of webpack's build time here.
    // Docusaurus 3.8.1 refuses experimental_faster without this v4 flag.
    experimental_faster: faster,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  clientModules: ['./src/clientModules/normalizeEncodedPath.ts'],
  // llms: the pages as Markdown and the Copy page button (src/plugins/llms); not in the stock baseline.
  plugins: [
    './src/plugins/search/index.ts',
    ...(stockThemes ? [] : ['./src/plugins/llms/index.ts']),
    robotsTxtPlugin,
    // "Was this page helpful?" (src/plugins/feedback): only with an endpoint (FEEDBACK_URL, or our server).
    ...(stockThemes
      ? []
      : [['./src/plugins/feedback/index.ts', {endpoint: feedbackEndpoint(process.env, search)}]]),
  ],
  customFields: {searchHosts: search.hosts},

  markdown: {mermaid: true},
  // lazy-mermaid: the mermaid library only when a diagram scrolls into view (src/themes/lazy-mermaid).
  themes: ['@docusaurus/theme-mermaid', ...(stockThemes ? [] : ['./src/themes/lazy-mermaid/index.ts'])],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          versions: {current: {label: 'Next'}},
          // "Last updated on <date>" under each doc: the date of the page's newest commit (or its
          // `last_update` front matter). Left out without full git history (src/gitHistory.ts).
          showLastUpdateTime: hasFullGitHistory(__dirname),
          // Task-list checkboxes get their item's text as accessible name; each table sits in a
          // named region the keyboard can focus and scroll.
          rehypePlugins: [rehypeTaskListLabels, rehypeTableRegions],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'QuizNest, documentation, installation, admin panel, quiz, contest'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'installation-guide',
      content:
        'New to QuizNest? Start with the <a href="/category/installation-guide">Installation Guide</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'QuizNest',
      // width/height: the browser reserves the logo's box before the SVG arrives (no layout shift).
      logo: {alt: 'QuizNest logo', src: 'img/logo.svg', href: '/', width: 32, height: 32},
      items: [
        {to: '/category/installation-guide', label: 'Install', position: 'left'},
        {to: '/category/settings', label: 'Settings', position: 'left'},
        {to: '/category/payment-gateways', label: 'Payment Gateways', position: 'left'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Get started',
          items: [
            {label: 'Installation Guide', to: '/category/installation-guide'},
            {label: 'Common Requirements', to: '/common-requirements'},
            {label: 'Post-Installation', to: '/post-installation'},
          ],
        },
        {
          title: 'Run the platform',
          items: [
            {label: 'Dashboard', to: '/dashboard/'},
            {label: 'Manage Users', to: '/category/manage-users'},
            {label: 'Manage Contests', to: '/category/manage-contests'},
            {label: 'Support Ticket', to: '/category/support-ticket'},
          ],
        },
        {
          title: 'Configure',
          items: [
            {label: 'Settings', to: '/category/settings'},
            {label: 'Payment Gateways', to: '/category/payment-gateways'},
            {label: 'Admin Users', to: '/category/admin-users'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} QuizNest. Documentation built with Docusaurus.`,
    },
    prism: {
      // The stock themes, with each token colour nudged to 4.5:1 on its background (src/codeTheme.ts).
      theme: withContrast(prismThemes.github),
      darkTheme: withContrast(prismThemes.dracula),
      // Only what the docs use beyond prism-react-renderer's built-ins (which have json, yaml, sql,
      // css): each language is parsed and run on every page load, as part of main.js.
      additionalLanguages: ['bash', 'nginx', 'apacheconf', 'ini', 'powershell'],
    },
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
