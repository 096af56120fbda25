extension HTMLPage {
    /// The page's inline style sheet. Panel images keep the size ``thumbnailScale`` gives them.
    static let style = """
    body{margin:0;background:#f2f2f7;color:#1c1c1e;font:14px/1.4 "DejaVu Sans",Verdana,Arial,sans-serif}
    header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid #d1d1d6;padding:10px 20px}
    h1{font-size:18px;margin:0}
    .summary{margin:2px 0 8px;color:#636366}
    nav button{font:inherit;border:1px solid #c7c7cc;background:#fff;border-radius:14px;padding:2px 12px;margin:0 4px 4px 0;cursor:pointer}
    nav button.on{background:#0a84ff;border-color:#0a84ff;color:#fff}
    #states .filter{display:inline-block;margin:0 14px 0 0;font-size:12px;color:#48484a}
    #states button{font-size:12px;margin:0 0 4px 4px}
    figcaption .state{color:#0a5bb5}
    .legend{margin:4px 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:12px;color:#48484a}
    .legend i{display:inline-block;width:14px;height:10px;margin-right:5px;vertical-align:-1px;border:1px solid transparent}
    main{padding:4px 20px 20px}
    h2{font-size:17px;margin:18px 0 0}
    h3{font-size:15px;margin:12px 0 6px;font-weight:normal}
    h3 code{color:#636366;font-size:12px}
    .devices{display:flex;flex-wrap:wrap;gap:0 28px;align-items:flex-start}
    .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    figure.panel{margin:0;background:#fff;border:1px solid #d1d1d6;border-radius:8px;padding:8px;width:min-content;min-width:200px}
    figure.panel img{display:block;max-width:calc(100vw - 60px);height:auto}
    figcaption{font-size:12px;margin-top:6px;color:#3a3a3c}
    .none{font-size:12px;color:#8e8e93;margin:4px 0 0}
    .findings{font-size:12px;margin:4px 0 0;padding-left:18px;max-width:440px}
    .findings .error{color:#d70015}.findings .warning{color:#a06e00}.findings .info{color:#0071a4}
    .fix{color:#3a3a3c}
    [hidden]{display:none!important}
    \(foldStyle)

    """

    /// The colour legend, from ``PanelPalette`` so it matches the panels.
    static var legend: String {
        let division = PanelPalette.active(.division).hex, occlusion = PanelPalette.active(.occlusion).hex
        let items = [
            "<i style=\"background:\(division);opacity:.5\"></i>active division (frame, margins included)",
            "<i style=\"background:\(PanelPalette.hardware(.division).hex)\"></i>its hardware area",
            "<i style=\"background:\(occlusion);opacity:.5\"></i>active occlusion",
            "<i style=\"background:\(PanelPalette.hardware(.occlusion).hex)\"></i>its hardware area",
            "<i style=\"border:1px dashed \(PanelPalette.inactive.hex)\"></i>inactive region",
            "<i style=\"border:1px dashed \(PanelPalette.safeArea.hex)\"></i>safe area",
        ]
        return "<ul class=\"legend\">\n" + items.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n"
    }

    /// The posture switcher and the state filter: show the panels of one posture (or all) whose
    /// every state value is on, hide state rows and devices left empty, and keep the posture in
    /// the URL's fragment (`index.html#book`; `#fold=…` is the fold view's, see ``foldScript``).
    static let script = """
    (function () {
      var buttons = document.querySelectorAll("#postures button");
      var toggles = document.querySelectorAll("#states button");
      var posture = "all";
      function shown(f) {
        if (posture !== "all" && f.dataset.posture !== posture) { return false; }
        for (var i = 0; i < toggles.length; i++) {
          var t = toggles[i];
          if (!t.classList.contains("on") && f.dataset[t.dataset.dim] === t.dataset.value) { return false; }
        }
        return true;
      }
      function apply() {
        buttons.forEach(function (b) { b.classList.toggle("on", b.dataset.posture === posture); });
        document.querySelectorAll("figure.panel").forEach(function (f) { f.hidden = !shown(f); });
        document.querySelectorAll(".row").forEach(function (r) {
          r.hidden = !!r.querySelector("figure.panel") && !r.querySelector("figure.panel:not([hidden])");
        });
        document.querySelectorAll(".device").forEach(function (d) {
          d.hidden = !d.querySelector("figure.panel:not([hidden])");
        });
      }
      buttons.forEach(function (b) {
        b.addEventListener("click", function () {
          posture = b.dataset.posture;
          apply();
          history.replaceState(null, "", "#" + posture);
        });
      });
      toggles.forEach(function (t) {
        t.addEventListener("click", function () {
          t.classList.toggle("on");
          t.setAttribute("aria-pressed", t.classList.contains("on") ? "true" : "false");
          apply();
        });
      });
      var initial = location.hash.slice(1);
      buttons.forEach(function (b) { if (b.dataset.posture === initial) { posture = initial; apply(); } });
    })();

    """
}
