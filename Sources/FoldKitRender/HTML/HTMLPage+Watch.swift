import Foundation

extension HTMLPage {
    /// The live preview (`storyboard --watch`), with no server: every half second the page loads
    /// `watch.js` again (a script element, which `file://` allows where a fetch is refused); the
    /// file sets `window.foldkitWatch = {version, errors}`. A new version reloads the page, so new
    /// panels show; the errors (one line per scene that became invalid) show in a banner at the top.
    static let watchScript = """
        (function () {
          var seen = null;
          function show(errors) {
            var banner = document.getElementById('watch-errors');
            if (!banner) {
              banner = document.createElement('div');
              banner.id = 'watch-errors';
              banner.setAttribute('role', 'alert');
              banner.style.cssText = 'position:sticky;top:0;z-index:10;background:#fff0f0;color:#b00020;padding:6px 12px;font:13px monospace;white-space:pre-wrap';
              document.body.insertBefore(banner, document.body.firstChild);
            }
            banner.textContent = errors.join('\\n');
            banner.hidden = errors.length === 0;
          }
          function poll() {
            var script = document.createElement('script');
            script.src = 'watch.js?' + Date.now();
            script.onload = function () {
              script.remove();
              var state = window.foldkitWatch || {version: 0, errors: []};
              if (seen !== null && state.version !== seen) { location.reload(); return; }
              seen = state.version;
              show(state.errors || []);
            };
            script.onerror = function () { script.remove(); };
            document.head.appendChild(script);
          }
          poll();
          setInterval(poll, 500);
        })();

        """

    /// The contents of `watch.js` for `version` and the one-line `errors` of scenes that do not read.
    public static func watchFile(version: Int, errors: [String]) -> String {
        var out = "window.foldkitWatch = {\"version\": \(version), \"errors\": ["
        for (index, error) in errors.enumerated() {
            if index > 0 { out += ", " }
            JSONString.append(error, to: &out, forScript: true)
        }
        return out + "]};\n"
    }
}
