/**
 * Registers the offline service worker (`sw.js`, written by the production build), so that after one
 * visit the page, its workers and WebAssembly, the tables and the models load without a network. Not in
 * the dev server (`npm run dev`): there the files change under it, and a cache would serve stale ones.
 */
export function registerOffline(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  if (!window.isSecureContext) return; // browsers allow service workers on https and localhost only
  navigator.serviceWorker.register("./sw.js").catch((e: unknown) => {
    // Offline use is a convenience: the page works without it, so only say why in the console.
    console.warn(`Sightline: the offline cache could not be installed (${String(e)})`);
  });
}
