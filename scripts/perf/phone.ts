/**
 * A phone as Lighthouse's mobile preset sees one: its screen, a processor four times slower than
 * this machine's, and a slow 4G network (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up),
 * set through the DevTools protocol. `npm run bench:interactive` and the browser tests of early
 * input open the site on it.
 */
import type { CDPSession } from "@playwright/test";

export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const PHONE_CPU_SLOWDOWN = 4;

/** As DevTools takes them: latency in ms, throughput in bytes a second. */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Slows the page of `cdp` down to the phone's processor and network. */
export async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
}
