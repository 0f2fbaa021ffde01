// A local stand-in for Google Tag Manager's gtm.js in the end-to-end tests (tests/consent.spec.ts): it
// records what the page queued before it loaded and everything pushed afterwards, in window.__gtmSeen.
(() => {
  const seen = [];
  window.__gtmSeen = seen;
  window.__gtmLoaded = true;
  const record = (entry) => {
    const plain = entry && typeof entry === "object" && "0" in entry ? Array.from(entry) : entry;
    seen.push(JSON.parse(JSON.stringify(plain)));
  };
  window.dataLayer = window.dataLayer || [];
  const queue = window.dataLayer;
  for (const entry of queue) record(entry);
  const push = queue.push.bind(queue);
  queue.push = (...entries) => {
    for (const entry of entries) record(entry);
    return push(...entries);
  };
})();
