/**
 * Writes build/robots.txt: every crawler may index every page, and the sitemap
 * (written by the classic preset) is named by its absolute URL, as the
 * robots.txt standard asks, so it follows SITE_URL; a comment names llms.txt.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {llmsEnabled} from './llms';

function robotsTxt(siteUrl: string, baseUrl: string, llms: boolean): string {
  const base = baseUrl.replace(/\/?$/, '/');
  const sitemap = new URL(`${base}sitemap.xml`, siteUrl).href;
  // Discoverable by AI assistants (src/plugins/llms): a comment, which crawlers ignore.
  const llmsTxt = llms
    ? `# The docs as Markdown, for AI assistants: ${new URL(`${base}llms.txt`, siteUrl).href}\n`
    : '';
  return `${llmsTxt}User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'quiznest-robots-txt',
    async postBuild({outDir, siteConfig}) {
      const text = robotsTxt(siteConfig.url, siteConfig.baseUrl, llmsEnabled());
      await fs.writeFile(path.join(outDir, 'robots.txt'), text);
    },
  };
}
