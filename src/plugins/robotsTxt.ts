/**
 * Writes build/robots.txt: every crawler may index every page, and the sitemap
 * (written by the classic preset) is named by its absolute URL, as the
 * robots.txt standard asks, so it follows SITE_URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'quiznest-robots-txt',
    async postBuild({outDir, siteConfig}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
