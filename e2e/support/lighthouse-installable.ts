import { chromium } from '@playwright/test';
import lighthouse, { Audit, Gatherer, type Artifacts, type Config } from 'lighthouse';
import { waitForDefined } from '../../server/test/wait-for';
import { freePort } from './server';

/**
 * Lighthouse 12 dropped its PWA category and the `installable-manifest` audit. This brings the
 * audit back as a custom gatherer and audit: Chromium's own verdict (Page.getInstallabilityErrors)
 * and the manifest it parsed (Page.getAppManifest), gathered by Lighthouse after loading the page.
 */
type InstallabilityArtifact = {
  installabilityErrors: Array<{
    errorId: string;
    errorArguments: Array<{ name: string; value: string }>;
  }>;
  manifest: { url: string; errors: Array<{ message: string; critical: number }>; data?: string };
};

type InstallabilityErrors = InstallabilityArtifact['installabilityErrors'];
export type ProtocolSession = {
  sendCommand: (method: string, params?: object) => Promise<unknown>;
};
type GathererContext = { driver: { defaultSession: ProtocolSession } };

/** Chromium's installability verdict and parsed manifest, read over the DevTools protocol. */
export async function readInstallability(
  session: ProtocolSession,
): Promise<InstallabilityArtifact> {
  const readErrors = async () =>
    (
      (await session.sendCommand('Page.getInstallabilityErrors')) as {
        installabilityErrors: InstallabilityErrors;
      }
    ).installabilityErrors;
  // The manifest is fetched when the page asks for it: until then Chromium says it is empty.
  const errors = await waitForDefined(
    async () => {
      const found = await readErrors();
      return found.some((error) => error.errorId === 'manifest-empty') ? undefined : found;
    },
    { timeoutMs: 30_000, what: "Chromium's verdict on a fetched manifest", intervalMs: 500 },
  );
  const manifest = (await session.sendCommand(
    'Page.getAppManifest',
    {},
  )) as InstallabilityArtifact['manifest'];
  return {
    installabilityErrors: errors,
    manifest: { url: manifest.url, errors: manifest.errors, data: manifest.data },
  };
}

/** A Lighthouse gatherer (navigation mode) of that verdict. */
const installabilityGatherer = Object.assign(new Gatherer(), {
  meta: { supportedModes: ['navigation'] },
  getArtifact: (context: GathererContext) => readInstallability(context.driver.defaultSession),
});

class InstallableManifestAudit extends Audit {
  static override get meta() {
    return {
      id: 'installable-manifest',
      title: 'Web app manifest and service worker meet the installability requirements',
      failureTitle:
        'Web app manifest or service worker do not meet the installability requirements',
      description: "Chromium's installability check of the page, as Lighthouse 11 reported it.",
      requiredArtifacts: ['Installability'],
      scoreDisplayMode: Audit.SCORING_MODES.BINARY,
    } as unknown as typeof Audit.meta;
  }

  static override audit(artifacts: Artifacts) {
    const { installabilityErrors, manifest } = (artifacts as unknown as Record<string, unknown>)
      .Installability as InstallabilityArtifact;
    const problems = [
      ...installabilityErrors.map((error) => ({
        reason: [error.errorId, ...error.errorArguments.map((argument) => argument.value)].join(
          ' ',
        ),
      })),
      ...manifest.errors.map((error) => ({ reason: `manifest: ${error.message}` })),
    ];
    return {
      score: problems.length === 0 ? 1 : 0,
      details: Audit.makeTableDetails(
        [{ key: 'reason', valueType: 'text', label: 'Failure reason' }],
        problems,
      ),
    };
  }
}

export const installableConfig = {
  extends: 'lighthouse:default',
  settings: { onlyAudits: ['installable-manifest'], formFactor: 'mobile' },
  artifacts: [{ id: 'Installability', gatherer: { instance: installabilityGatherer } }],
  audits: [{ implementation: InstallableManifestAudit }],
  categories: {
    installable: {
      title: 'Installable',
      auditRefs: [{ id: 'installable-manifest', weight: 1 }],
    },
  },
} as unknown as Config;

export type InstallableAuditResult = {
  lighthouseVersion: string;
  score: number | null;
  failures: string[];
  manifestUrl: string | undefined;
};

async function runOnce(url: string, blockedUrlPatterns: string[]): Promise<InstallableAuditResult> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      // A loaded machine must not throttle the page Lighthouse watches (NO_FCP).
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', maxWaitForLoad: 90_000, blockedUrlPatterns },
      installableConfig,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const audit = result.lhr.audits['installable-manifest'];
    const items =
      audit?.details && 'items' in audit.details
        ? (audit.details.items as Array<{ reason?: string }>)
        : [];
    const artifact = (result.artifacts as unknown as Record<string, unknown>).Installability as
      InstallabilityArtifact | undefined;
    return {
      lighthouseVersion: result.lhr.lighthouseVersion,
      score: audit?.score ?? null,
      failures: [
        ...items.map((item) => item.reason ?? ''),
        ...(audit?.errorMessage ? [audit.errorMessage] : []),
      ],
      manifestUrl: artifact?.manifest.url,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Runs Lighthouse against `url` in Debian's Chromium and returns its manifest audit; a run that
 * Lighthouse itself could not finish (a page too slow to paint on a loaded machine) is repeated
 * up to twice. `blockedUrlPatterns` keeps requests from loading, to see the audit fail.
 */
export async function auditInstallability(
  url: string,
  blockedUrlPatterns: string[] = [],
): Promise<InstallableAuditResult> {
  let result = await runOnce(url, blockedUrlPatterns);
  for (let attempt = 1; attempt < 3 && result.score === null; attempt += 1) {
    result = await runOnce(url, blockedUrlPatterns);
  }
  return result;
}
