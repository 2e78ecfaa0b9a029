/**
 * How the test browsers (the journeys' Playwright and the stories' Vitest) start Debian's
 * Chromium on this machine kind: headless, as root, on a closed network (toolchain.md: without
 * the background-networking flags its connections are refused, many at a time).
 */

/**
 * The features Playwright 1.65 turns off in Chromium with its own --disable-features, repeated in
 * ours: Chromium keeps only the last --disable-features, so without them ours would turn these
 * back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 renders its address bar's suggestion popups (two WebUI pages per window) even
 * headless, where no one can open them: measured on 12 journeys, one worker, the machine's busy
 * CPU 206-214 s with them, 180-189 s without.
 */
const OURS_DISABLED = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OURS_DISABLED].join(',')}`,
  ],
};
