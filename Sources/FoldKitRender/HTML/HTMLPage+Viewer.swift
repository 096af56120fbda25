import Foundation

extension HTMLPage {
    /// The full-size view: a dialog over the page showing one panel as large as the window allows,
    /// with its caption and findings, buttons to the previous and next panel of its scene and
    /// device, a link to its SVG, and a close button. Empty until ``viewerScript`` fills it.
    static let viewer = """
    <div id="viewer" role="dialog" aria-modal="true" aria-labelledby="viewer-title" hidden>
    <div class="viewer-bar"><button type="button" class="prev" aria-label="Previous panel" title="Previous (←)">←</button>\
    <button type="button" class="next" aria-label="Next panel" title="Next (→)">→</button>\
    <h2 id="viewer-title"></h2><span class="position"></span><a class="svg" href="">SVG</a>\
    <button type="button" class="close" aria-label="Close" title="Close (Esc)">✕</button></div>
    <div class="viewer-body"><img alt=""><div class="viewer-side"><p class="caption"></p><div class="viewer-findings"></div>
    <p class="keys">← → previous and next posture and state · ↑ ↓ previous and next state · Esc close</p></div></div>
    </div>

    """

    /// The full-size view's style: fixed over the page, the image filling what the side column
    /// leaves (scaled up or down, aspect kept), the column below it on narrow windows.
    static let viewerStyle = """
    #viewer{position:fixed;inset:0;z-index:100;background:rgba(28,28,30,.95);display:flex;flex-direction:column;padding:12px;box-sizing:border-box}
    body.viewing{overflow:hidden}
    .viewer-bar{display:flex;align-items:center;gap:10px;color:#fff;margin-bottom:10px}
    .viewer-bar h2{margin:0;font-size:16px;flex:1;font-weight:normal}
    .viewer-bar .position{font-size:12px;color:#d1d1d6}
    .viewer-bar a{color:#8fc7ff}
    .viewer-bar button{font:inherit;font-size:16px;border:1px solid #636366;background:#2c2c2e;color:#fff;border-radius:6px;padding:2px 12px;cursor:pointer}
    .viewer-bar button:disabled{opacity:.35;cursor:default}
    .viewer-body{flex:1;min-height:0;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:12px}
    .viewer-body img{width:100%;height:100%;min-height:0;object-fit:contain;background:#fff;border-radius:6px}
    .viewer-side{background:#fff;border-radius:6px;padding:10px;overflow:auto}
    .viewer-side .caption{margin:0;font-size:12px}
    .viewer-side .keys{font-size:11px;color:#8e8e93}
    .viewer-side .findings{max-width:none}
    @media (max-width:800px){.viewer-body{grid-template-columns:1fr;grid-template-rows:minmax(0,1fr) auto}}

    """

    /// The full-size view's script: a click on a panel opens it (and writes its path in the URL's
    /// fragment, `#mail/iphone-duo/book.rtl`); ← and → go to the previous and next panel of the
    /// same scene and device among those the filters show (postures in order, then the next
    /// state), ↑ and ↓ to the same posture in the previous and next state, Esc or a click beside
    /// the panel closes. A fragment naming a panel opens it, on load and when it changes.
    static let viewerScript = """
    (function () {
      var viewer = document.getElementById("viewer"), image = viewer.querySelector("img");
      var title = document.getElementById("viewer-title"), position = viewer.querySelector(".position");
      var caption = viewer.querySelector(".caption"), findings = viewer.querySelector(".viewer-findings");
      var previous = viewer.querySelector(".prev"), next = viewer.querySelector(".next"), close = viewer.querySelector(".close");
      var link = viewer.querySelector("a.svg"), figures = Array.prototype.slice.call(document.querySelectorAll("figure.panel"));
      var byStem = {}, current = null;
      figures.forEach(function (f) { byStem[f.dataset.stem] = f; });
      // The page behind the open viewer takes no focus or clicks, so Tab stays in the dialog.
      function behind(inert) { document.querySelectorAll("body > header, body > main").forEach(function (e) { e.inert = inert; }); }
      function pushed(f) { return /\\.pushed$/.test(f.dataset.stem); }
      // The panels of f's scene and device that the filters show, f itself always, in page order.
      function siblings(f) {
        return figures.filter(function (g) {
          return g.dataset.scene === f.dataset.scene && g.dataset.device === f.dataset.device && (g === f || g.getClientRects().length > 0);
        });
      }
      function step(delta) {
        var list = siblings(current), i = list.indexOf(current) + delta;
        if (i >= 0 && i < list.length) { open(list[i]); }
      }
      function stateStep(delta) {
        var list = siblings(current).filter(function (g) { return g.dataset.posture === current.dataset.posture && pushed(g) === pushed(current); });
        var i = list.indexOf(current) + delta;
        if (i >= 0 && i < list.length) { open(list[i]); }
      }
      function open(f) {
        current = f;
        var list = siblings(f), i = list.indexOf(f), source = f.querySelector("img");
        var device = f.closest(".device").querySelector("h3").firstChild.textContent.trim();
        title.textContent = f.closest("section.scene").querySelector("h2").textContent + " · " + device;
        position.textContent = (i + 1) + " of " + list.length;
        image.src = source.getAttribute("src");
        image.alt = source.alt;
        link.href = source.getAttribute("src");
        caption.innerHTML = f.querySelector("figcaption").innerHTML;
        findings.replaceChildren(f.querySelector(".findings, .none").cloneNode(true));
        previous.disabled = i <= 0;
        next.disabled = i >= list.length - 1;
        viewer.dataset.open = f.dataset.stem;
        if (viewer.hidden) { viewer.hidden = false; document.body.classList.add("viewing"); behind(true); close.focus(); }
        history.replaceState(null, "", "#" + f.dataset.stem);
      }
      // keepHash: the fragment already says where to go (it changed to something else).
      function shut(keepHash) {
        if (!current) { return; }
        var f = current;
        current = null;
        viewer.hidden = true;
        viewer.dataset.open = "";
        document.body.classList.remove("viewing");
        behind(false);
        if (keepHash !== true) { history.replaceState(null, "", location.pathname + location.search); }
        f.querySelector("a.open").focus();
      }
      figures.forEach(function (f) {
        f.querySelector("a.open").addEventListener("click", function (event) {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) { return; }
          event.preventDefault();
          open(f);
        });
      });
      previous.addEventListener("click", function () { step(-1); });
      next.addEventListener("click", function () { step(1); });
      close.addEventListener("click", function () { shut(); });
      viewer.addEventListener("click", function (event) { if (event.target === viewer) { shut(); } });
      document.addEventListener("keydown", function (event) {
        if (!current || event.altKey || event.ctrlKey || event.metaKey) { return; }
        var keys = { ArrowLeft: function () { step(-1); }, ArrowRight: function () { step(1); },
                     ArrowUp: function () { stateStep(-1); }, ArrowDown: function () { stateStep(1); }, Escape: function () { shut(); } };
        if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
      });
      function follow() {
        var f = byStem[decodeURIComponent(location.hash.slice(1))];
        if (f) { open(f); } else if (current) { shut(true); }
      }
      window.addEventListener("hashchange", follow);
      follow();
    })();

    """
}
