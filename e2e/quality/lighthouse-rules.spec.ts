import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { expect } from '@playwright/test';
import { axeBuilder } from '../axe';
import { test } from './quality-helpers';

// Lighthouse's accessibility score is computed from axe rules only: each audit with a weight is an axe rule, and
// the manual audits weigh nothing. So a state with no violation in the accessibility crawl (a11y-crawl.spec.ts,
// every route and state of both sites) scores 100, provided the crawl's axe run includes every rule Lighthouse
// weighs. This checks that it does, with Lighthouse's own category definition, instead of auditing pages again.

interface LighthouseConfig {
  categories: { accessibility: { auditRefs: { id: string; weight: number }[] } };
}

async function lighthouseWeighedAudits(): Promise<string[]> {
  const lighthouseEntry = createRequire(import.meta.url).resolve('lighthouse');
  const { default: config } = (await import(
    new URL('config/default-config.js', pathToFileURL(lighthouseEntry)).href
  )) as { default: LighthouseConfig };
  return config.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
}

test(
  'the accessibility crawl runs every axe rule Lighthouse weighs in its accessibility score',
  { tag: '@consumer' },
  async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><title>Rules</title><main><h1>Rules</h1></main></html>',
    );
    const results = await axeBuilder(page).analyze();
    const run = new Set(
      [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map(
        (rule) => rule.id,
      ),
    );
    const weighed = await lighthouseWeighedAudits();
    expect(weighed.length).toBeGreaterThan(40);
    expect(weighed.filter((id) => !run.has(id))).toEqual([]);
  },
);
