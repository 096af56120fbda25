import Foundation

/// A wrapper page that drives the storyboard's `index.html` in headless Chromium (issue 20): it
/// loads the page in one `<iframe>` and a deep link into it in another, and after their load
/// clicks the filters, a panel and the viewer's keys in the page as a person would, recording
/// after each step which panels are rendered and which panel the viewer shows. It writes the
/// record as JSON into its `<pre id="result">`, which `--dump-dom` returns (``record(in:)``).
///
/// Needs ``HeadlessChromium/driving``: without `--allow-file-access-from-files` the wrapper cannot
/// reach the frames' documents.
struct StoryboardPageHarness {
    /// One filter step: the buttons clicked (CSS selectors in the page, in order; the filters'
    /// state carries over from step to step) and the panel paths that must then be rendered.
    struct FilterStep {
        var name: String
        var clicks: [String]
        var expected: [String]
    }

    /// One key or click in the viewer and the panel path it must then show ("" for closed).
    struct ViewerStep {
        /// `click <panel path>`, or a `KeyboardEvent.key` such as `ArrowRight`.
        var action: String
        var expected: String
    }

    var filters: [FilterStep]
    var viewer: [ViewerStep]
    /// A fragment the wrapper then sets on the first frame (a `hashchange`), and the second
    /// frame's deep link, opened on load.
    var hashChange: String
    var deepLink: String

    /// The wrapper's HTML, to be written beside `index.html`.
    var html: String {
        func json(_ value: Any) -> String {
            String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
        }
        let steps = json(filters.map { ["name": $0.name, "clicks": $0.clicks] as [String: Any] })
        let actions = json(viewer.map(\.action))
        return """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>storyboard page harness</title></head><body>
        <iframe id="page" src="index.html" style="width:1400px;height:900px"></iframe>
        <iframe id="deep" src="index.html#\(deepLink)" style="width:1400px;height:900px"></iframe>
        <pre id="result"></pre>
        <script>
        window.addEventListener("load", function () {
          var result = { filters: [], viewer: [], error: null };
          function write() { document.getElementById("result").textContent = JSON.stringify(result); }
          function observe(frame) {
            var doc = frame.contentDocument, viewer = doc.getElementById("viewer");
            var shown = Array.prototype.filter.call(doc.querySelectorAll("figure.panel"), function (f) { return f.getClientRects().length > 0; });
            return {
              visible: shown.map(function (f) { return f.dataset.stem; }),
              showing: doc.getElementById("showing").textContent,
              open: viewer.getClientRects().length > 0 ? viewer.dataset.open : "",
              hash: decodeURIComponent(frame.contentWindow.location.hash.slice(1)),
              inert: doc.querySelector("main").inert,
              image: viewer.hidden ? "" : viewer.querySelector("img").getAttribute("src"),
              imageWidth: viewer.hidden ? 0 : viewer.querySelector("img").getBoundingClientRect().width,
              findings: viewer.hidden ? "" : viewer.querySelector(".viewer-findings").textContent
            };
          }
          try {
            var page = document.getElementById("page"), doc = page.contentDocument, win = page.contentWindow;
            \(steps).forEach(function (step) {
              step.clicks.forEach(function (selector) {
                var button = doc.querySelector(selector);
                if (!button) { throw new Error("no button " + selector); }
                button.click();
              });
              var seen = observe(page);
              seen.name = step.name;
              result.filters.push(seen);
            });
            \(actions).forEach(function (action) {
              if (action.indexOf("click ") === 0) {
                var link = doc.querySelector('figure.panel[data-stem="' + action.slice(6) + '"] a.open');
                if (!link) { throw new Error("no panel " + action); }
                result.thumbnailWidth = link.querySelector("img").getBoundingClientRect().width;
                link.click();
              } else {
                var target = doc.activeElement || doc.body;
                target.dispatchEvent(new win.KeyboardEvent("keydown", { key: action, bubbles: true, cancelable: true }));
              }
              var seen = observe(page);
              seen.action = action;
              result.viewer.push(seen);
            });
            result.deep = observe(document.getElementById("deep"));
            win.location.hash = "#\(hashChange)";
            setTimeout(function () {
              result.hashChange = observe(page);
              write();
            }, 200);
          } catch (e) {
            result.error = String(e && e.stack || e);
          }
          write();
        });
        </script>
        </body></html>

        """
    }

    /// What the wrapper recorded, from the dumped DOM.
    static func record(in dom: String) -> [String: Any]? {
        guard let start = dom.range(of: "<pre id=\"result\">")?.upperBound,
              let end = dom[start...].range(of: "</pre>")?.lowerBound else { return nil }
        let text = dom[start..<end].replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}
