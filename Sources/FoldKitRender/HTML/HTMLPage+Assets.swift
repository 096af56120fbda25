extension HTMLPage {
    /// The page's inline style sheet. Panel images keep the size ``thumbnailScale`` gives them,
    /// shrinking only to the window's width.
    static let style = """
    body{margin:0;background:#f2f2f7;color:#1c1c1e;font:14px/1.4 "DejaVu Sans",Verdana,Arial,sans-serif}
    header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid #d1d1d6;padding:10px 20px}
    h1{font-size:18px;margin:0}
    .summary{margin:2px 0 8px;color:#636366}
    .summary .count.error{color:#d70015}.summary .count.warning{color:#a06e00}.summary .count.info{color:#0071a4}
    #filters nav{display:inline-block;margin:0 18px 2px 0}
    #filters button{font:inherit;font-size:12px;border:1px solid #c7c7cc;background:#fff;border-radius:14px;padding:2px 10px;margin:0 0 4px 4px;cursor:pointer}
    #filters button.on{background:#0a84ff;border-color:#0a84ff;color:#fff}
    #filters .filter{display:inline-block;margin:0 4px 0 0;font-size:12px;color:#48484a}
    #states .filter{margin-right:14px}
    #showing{margin:0;font-size:12px;color:#636366}
    #contents{background:#fff;border:1px solid #d1d1d6;border-radius:8px;padding:8px 14px;margin:14px 0 0}
    #contents h2{margin:0 0 4px;font-size:15px}
    #contents ol{margin:0;padding-left:22px;columns:16em}
    #contents .counts{font-size:12px;color:#8e8e93}
    #contents li.empty a{color:#8e8e93}
    figcaption .state{color:#0a5bb5}
    .legend{margin:4px 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:12px;color:#48484a}
    .legend i{display:inline-block;width:14px;height:10px;margin-right:5px;vertical-align:-1px;border:1px solid transparent}
    main{padding:4px 20px 20px}
    h2{font-size:17px;margin:18px 0 0}
    section.scene{scroll-margin-top:190px}
    h3{font-size:15px;margin:12px 0 6px;font-weight:normal}
    h3 code{color:#636366;font-size:12px}
    .devices{display:flex;flex-wrap:wrap;gap:0 28px;align-items:flex-start}
    .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    figure.panel{margin:0;background:#fff;border:1px solid #d1d1d6;border-radius:8px;padding:8px;width:min-content;min-width:200px}
    figure.panel img{display:block;max-width:calc(100vw - 60px);height:auto}
    figure.panel a.open{display:block;cursor:zoom-in}
    figcaption{font-size:12px;margin-top:6px;color:#3a3a3c}
    .none{font-size:12px;color:#8e8e93;margin:4px 0 0}
    .findings{font-size:12px;margin:4px 0 0;padding-left:18px;max-width:440px}
    .findings .error{color:#d70015}.findings .warning{color:#a06e00}.findings .info{color:#0071a4}
    .fix{color:#3a3a3c}
    [hidden]{display:none!important}
    \(foldStyle)\(viewerStyle)

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

    /// The filters: show the panels that pass each of them — one device (or all), one posture (or
    /// all), every state value on, and all panels, those with findings, with an error or with a
    /// warning — hide state rows, devices and scenes left empty, dim them in the contents, count
    /// what shows, and keep the posture in the URL's fragment (`index.html#book`; `#fold=…` is the
    /// fold view's, `#scene/device/posture…` the viewer's).
    static let script = """
    (function () {
      var choice = { device: "all", posture: "all", findings: "all" };
      var groups = { device: "#devices button", posture: "#postures button", findings: "#findings-filter button" };
      var toggles = document.querySelectorAll("#states button");
      var figures = document.querySelectorAll("figure.panel"), showing = document.getElementById("showing");
      function shown(f) {
        if (choice.device !== "all" && f.dataset.device !== choice.device) { return false; }
        if (choice.posture !== "all" && f.dataset.posture !== choice.posture) { return false; }
        var severities = f.dataset.findings ? f.dataset.findings.split(" ") : [];
        if (choice.findings === "any" && !severities.length) { return false; }
        if (choice.findings !== "all" && choice.findings !== "any" && severities.indexOf(choice.findings) < 0) { return false; }
        for (var i = 0; i < toggles.length; i++) {
          var t = toggles[i];
          if (!t.classList.contains("on") && f.dataset[t.dataset.dim] === t.dataset.value) { return false; }
        }
        return true;
      }
      function empty(container) {
        return !!container.querySelector("figure.panel") && !container.querySelector("figure.panel:not([hidden])");
      }
      function apply() {
        Object.keys(groups).forEach(function (key) {
          document.querySelectorAll(groups[key]).forEach(function (b) {
            b.classList.toggle("on", b.dataset[key] === choice[key]);
            b.setAttribute("aria-pressed", b.dataset[key] === choice[key] ? "true" : "false");
          });
        });
        var count = 0;
        figures.forEach(function (f) { f.hidden = !shown(f); if (!f.hidden) { count++; } });
        document.querySelectorAll(".row, .device, section.scene").forEach(function (c) { c.hidden = empty(c); });
        document.querySelectorAll("#contents li").forEach(function (li) {
          var section = document.getElementById("scene-" + li.dataset.scene);
          li.classList.toggle("empty", !!section && section.hidden);
        });
        showing.textContent = "Showing " + count + " of " + figures.length + " panel" + (figures.length === 1 ? "" : "s");
      }
      Object.keys(groups).forEach(function (key) {
        document.querySelectorAll(groups[key]).forEach(function (b) {
          b.addEventListener("click", function () {
            choice[key] = b.dataset[key];
            apply();
            if (key === "posture") { history.replaceState(null, "", "#" + choice.posture); }
          });
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
      document.querySelectorAll(groups.posture).forEach(function (b) { if (b.dataset.posture === initial) { choice.posture = initial; } });
      apply();
    })();

    """
}
