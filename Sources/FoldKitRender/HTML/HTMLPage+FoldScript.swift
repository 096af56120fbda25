import Foundation
import FoldKit

extension HTMLPage {
    /// The fold view's style: every element absolutely placed on the stage, its frame and opacity
    /// animated by CSS transitions; colours from ``PanelPalette`` so the view matches the panels.
    static var foldStyle: String {
        let division = PanelPalette.active(.division).hex, occlusion = PanelPalette.active(.occlusion).hex
        return """
        figure.fold-view{margin:0 0 16px;background:#fff;border:1px solid #d1d1d6;border-radius:8px;padding:8px;width:min-content}
        .fold-stage{position:relative;isolation:isolate;overflow:hidden;background:#f7f7fa;border-radius:6px}
        .fold-stage>div{position:absolute;box-sizing:border-box;white-space:nowrap;font-size:11px;line-height:1.15;padding:0 1px;\
        transition:left .8s ease-in-out,top .8s ease-in-out,width .8s ease-in-out,height .8s ease-in-out,border-radius .8s,opacity .5s,background-color .5s,border-color .5s}
        .fold-stage>div.wrap{white-space:normal;overflow-wrap:anywhere}
        .fold-stage.instant>div{transition:none}
        .fold-stage>div.gone{opacity:0}
        .fold-display{background:\(PanelPalette.surface.hex)}
        .fold-outline{border:2px solid \(PanelPalette.ink.hex);pointer-events:none}
        .fold-window{border:1px solid \(PanelPalette.ink.hex)}
        .fold-safe{border:1px dashed \(PanelPalette.safeArea.hex)}
        .fold-node{border:1px solid}
        .fold-node.container{border-style:dashed;background:transparent!important}
        .fold-node.presentation{border-radius:4px}
        .fold-bar{background:\(PanelPalette.bar.hex);border:1px solid \(PanelPalette.barEdge.hex)}
        .fold-item{border:1px solid \(PanelPalette.accent.hex);border-radius:3px;color:\(PanelPalette.accent.hex);text-align:center}
        .fold-item.selected{background:\(PanelPalette.accent.hex);color:#fff}
        .fold-region{border:1px dashed \(PanelPalette.inactive.hex)}
        .fold-region.active.division{background:\(division)40;border:1px solid \(division)}
        .fold-region.active.occlusion{background:\(occlusion)40;border:1px solid \(occlusion)}
        .fold-hardware{background:\(PanelPalette.inactive.hex)33}
        .fold-hardware.active.division{background:\(PanelPalette.hardware(.division).hex)}
        .fold-hardware.active.occlusion{background:\(PanelPalette.hardware(.occlusion).hex)}
        .fold-controls{margin-top:6px;font-size:12px}
        .fold-controls button{font:inherit;border:1px solid #c7c7cc;background:#fff;border-radius:14px;padding:1px 10px;margin:0 4px 4px 0;cursor:pointer}
        .fold-controls button.on{background:#0a84ff;border-color:#0a84ff;color:#fff}
        @media (prefers-reduced-motion:reduce){.fold-stage>div{transition:none}}

        """
    }

    /// The fold view's script: reads each view's JSON, makes one element per id (node, bar, item,
    /// region), and shows a posture and state by setting every element's frame (`data-frame` in
    /// window coordinates, points; `left`/`top`/`width`/`height` in stage pixels) — what moves,
    /// moves; what a posture hides fades. Labels are whole: each is drawn at the largest size from
    /// 11 px down to 6 px at which it fits its box on one line, and wraps at 6 px when it does not
    /// (never cut; its id is in the tooltip). `index.html#fold=book` or `#fold=book.rtl.camera` (a
    /// panel's file name without `.svg`) opens every fold view there.
    static let foldScript = """
    (function () {
      var hash = location.hash.slice(1), asked = hash.indexOf("fold=") === 0 ? decodeURIComponent(hash.slice(5)) : "";
      var dot = asked.indexOf("."), askedPosture = dot < 0 ? asked : asked.slice(0, dot), askedState = dot < 0 ? "" : asked.slice(dot + 1);
      var ruler = document.createElement("canvas").getContext("2d"), face = getComputedStyle(document.body).fontFamily;
      // Writes text into e, a box w stage pixels wide: 11 px to 6 px on one line, else wrapped at 6 px.
      function label(e, text, w) {
        if (e.textContent !== text) { e.textContent = text; }
        ruler.font = "11px " + face;
        var room = Math.max(1, w - 4), width = ruler.measureText(text).width;
        var size = width <= room ? 11 : Math.max(6, Math.floor(110 * room / width) / 10);
        e.style.fontSize = size + "px";
        e.classList.toggle("wrap", width * size / 11 > room);
      }
      document.querySelectorAll(".fold-view").forEach(function (view) {
        var data = JSON.parse(view.querySelector("script.fold-data").textContent);
        var stage = view.querySelector(".fold-stage"), size = parseFloat(stage.dataset.size), scale = data.scale;
        var select = view.querySelector("select"), play = view.querySelector(".play");
        var buttons = view.querySelectorAll("button[data-posture]");
        var panels = {}, elements = {}, timer = null, current = null;
        data.panels.forEach(function (p) { panels[p.state + "|" + p.posture] = p; });
        function element(key, className, z) {
          var e = elements[key];
          if (!e) {
            e = document.createElement("div");
            e.className = className + " gone";
            e.style.zIndex = String(z);
            stage.appendChild(e);
            elements[key] = e;
          }
          return e;
        }
        function show(state, posture) {
          var p = panels[state + "|" + posture];
          if (!p) { return; }
          current = p;
          var dx = (size - p.display[0] * scale) / 2, dy = (size - p.display[1] * scale) / 2;
          var ox = dx + p.window[0] * scale, oy = dy + p.window[1] * scale, seen = {}, appearing = [];
          // r: [x, y, w, h] in points from the origin (x0, y0) in stage pixels.
          function enter(key, className, z, r, x0, y0) {
            var e = element(key, className, z);
            seen[key] = true;
            if (e.classList.contains("gone")) { e.style.transition = "none"; appearing.push(e); }
            e.dataset.frame = r.join(",");
            e.style.left = (x0 + r[0] * scale) + "px";
            e.style.top = (y0 + r[1] * scale) + "px";
            e.style.width = (r[2] * scale) + "px";
            e.style.height = (r[3] * scale) + "px";
            return e;
          }
          var displayRect = [0, 0, p.display[0], p.display[1]];
          enter("display", "fold-display", 1, displayRect, dx, dy).style.borderRadius = (p.corner * scale) + "px";
          enter("outline", "fold-outline", 50000, displayRect, dx, dy).style.borderRadius = (p.corner * scale) + "px";
          enter("window", "fold-window", 2, p.window, dx, dy);
          enter("safe", "fold-safe", 30000, p.safe, ox, oy);
          p.nodes.forEach(function (n) {
            var meta = data.meta[n[0]] || ["leaf", "#7f7f85", n[0]];
            var e = enter("node:" + n[0], "fold-node " + meta[0], 100 + n[5], n.slice(1, 5), ox, oy);
            e.dataset.id = n[0];
            e.style.borderColor = meta[1];
            if (meta[0] !== "container") { e.style.backgroundColor = meta[1] + "33"; label(e, meta[2], n[3] * scale); }
            e.title = n[0];
          });
          p.bars.forEach(function (b) {
            var e = enter("bar:" + b[0], "fold-bar", 20000, b[2], ox, oy);
            e.dataset.id = b[0];
            e.title = b[0] + " (" + b[1] + ")";
            label(e, b[3], b[2][2] * scale);
          });
          p.items.forEach(function (i) {
            var e = enter("item:" + i[0], "fold-item", 20001, i[2], ox, oy);
            e.dataset.id = i[0];
            e.classList.toggle("selected", i[5] === 1);
            e.title = i[0] + ": " + i[3] + " (" + i[4] + ")";
            label(e, i[3], i[2][2] * scale);
          });
          p.regions.forEach(function (r) {
            var look = (r[2] ? " active " : " ") + r[1];
            var e = enter("region:" + r[0], "fold-region", 40000 + r[2], r[3], ox, oy);
            e.dataset.id = r[0];
            e.className = "fold-region" + look + (e.classList.contains("gone") ? " gone" : "");
            e.title = r[0] + ": " + r[1] + (r[2] ? ", active" : ", inactive");
            var h = enter("hardware:" + r[0], "fold-hardware", 40002, r[4], ox, oy);
            h.className = "fold-hardware" + look + (h.classList.contains("gone") ? " gone" : "");
          });
          Object.keys(elements).forEach(function (key) {
            var e = elements[key];
            if (!seen[key]) { e.classList.add("gone"); e.dataset.frame = ""; }
          });
          if (appearing.length) {
            void stage.offsetWidth;
            appearing.forEach(function (e) { e.style.transition = ""; e.classList.remove("gone"); });
          }
          stage.dataset.posture = p.posture;
          stage.dataset.state = p.state;
          buttons.forEach(function (b) { b.classList.toggle("on", b.dataset.posture === p.posture); });
          if (select) { select.value = p.state; }
        }
        buttons.forEach(function (b) {
          b.addEventListener("click", function () { show(current.state, b.dataset.posture); });
        });
        if (select) { select.addEventListener("change", function () { show(select.value, current.posture); }); }
        var order = data.sequence.concat(data.sequence.slice(1, -1).reverse());
        play.addEventListener("click", function () {
          if (timer) { clearInterval(timer); timer = null; play.classList.remove("on"); return; }
          play.classList.add("on");
          var step = Math.max(0, order.indexOf(current.posture));
          timer = setInterval(function () {
            step = (step + 1) % order.length;
            show(current.state, order[step]);
          }, 1600);
        });
        var first = data.panels[0], state = panels[askedState + "|" + first.posture] ? askedState : first.state;
        var posture = [askedPosture, "flat", data.sequence[0], first.posture].filter(function (name) {
          return panels[state + "|" + name];
        })[0];
        stage.classList.add("instant");
        show(state, posture);
        requestAnimationFrame(function () { requestAnimationFrame(function () { stage.classList.remove("instant"); }); });
      });
    })();

    """
}
