/*
 * Leasingowo embed loader (docs/embed.md). For a partner's page:
 *
 *   <div data-leasingowo-embed data-token="YOUR-TOKEN" data-path="/kalkulator-leasingowy"
 *        data-title="Kalkulator leasingu"></div>
 *   <script src="https://embed.leasingowo.pl/embed.js" async></script>
 *
 * Each such element gets an iframe of the embed host (the origin this script was loaded from) showing
 * data-path with the partner's token. The frame tells its height and path by postMessage; this script
 * accepts only messages from that origin and from its own frame, of the documented shape: 1 (a new page
 * starts: the frame goes back to its minimum height) or {height, path} (the frame takes that height).
 * The page's own code may listen to the "leasingowo:embed" event on the element ({detail: {height, path}}).
 */
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  const MIN_HEIGHT = 150;
  const MAX_HEIGHT = 100000;

  function isSize(d) {
    return (
      d !== null &&
      typeof d === "object" &&
      typeof d.height === "number" &&
      Number.isInteger(d.height) &&
      d.height >= 0 &&
      d.height <= MAX_HEIGHT &&
      typeof d.path === "string" &&
      d.path.charAt(0) === "/" &&
      d.path.charAt(1) !== "/" &&
      d.path.length <= 2048
    );
  }

  function mount(el) {
    if (el.getAttribute("data-leasingowo-mounted")) return;
    el.setAttribute("data-leasingowo-mounted", "1");
    let path = el.getAttribute("data-path") || "/kalkulator-leasingowy";
    if (path.charAt(0) !== "/" || path.charAt(1) === "/") path = "/";
    const src = new URL(path, origin);
    src.searchParams.set("token", el.getAttribute("data-token") || "");
    const frame = document.createElement("iframe");
    frame.src = src.toString();
    frame.title = el.getAttribute("data-title") || "Leasing samochodu – Leasingowo";
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.display = "block";
    frame.style.height = `${MIN_HEIGHT}px`;
    frame.setAttribute("loading", "lazy");
    el.appendChild(frame);

    window.addEventListener("message", (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (data === 1) {
        frame.style.height = `${MIN_HEIGHT}px`;
      } else if (isSize(data)) {
        frame.style.height = `${Math.max(MIN_HEIGHT, data.height)}px`;
        el.dispatchEvent(
          new CustomEvent("leasingowo:embed", { detail: { height: data.height, path: data.path } }),
        );
      }
    });
  }

  function mountAll() {
    for (const el of document.querySelectorAll("[data-leasingowo-embed]")) mount(el);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
