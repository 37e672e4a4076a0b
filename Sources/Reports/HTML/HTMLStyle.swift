/// The report page's inline style sheet and script. Every rule that sets a text colour is also
/// checked (by a test) to reach 4.5:1 against the backgrounds it can sit on.
enum HTMLStyle {
    /// Allows only what the page itself contains: its inline style and script, and images by
    /// relative path (no fonts, scripts or images from elsewhere).
    static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    static let css = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1b1b1f; background-color: #ffffff; }
        a { color: #0b57d0; }
        a:focus-visible, input:focus-visible, main:focus-visible, .table-wrap:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
        .skip-link { position: absolute; left: 0.5rem; top: -4rem; padding: 0.5rem 1rem; z-index: 10; color: #ffffff; background-color: #1b1b1f; }
        .skip-link:focus { top: 0.5rem; }
        .skip-link:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
        header, nav, main { padding: 1rem 2rem; }
        header { border-bottom: 1px solid #c4c4cc; color: #1b1b1f; background-color: #f4f4f6; }
        nav { border-bottom: 1px solid #c4c4cc; }
        nav ul { margin: 0; padding-left: 1.25rem; }
        h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
        h2 { margin: 2rem 0 0.5rem; font-size: 1.4rem; }
        nav h2 { margin-top: 0; font-size: 1.1rem; }
        h3 { margin: 1.5rem 0 0.5rem; font-size: 1.15rem; }
        h4 { margin: 1rem 0 0.25rem; font-size: 1rem; }
        .file { font-weight: normal; font-size: 0.9rem; color: #4a4a52; background-color: #ffffff; }
        header .file { background-color: #f4f4f6; }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
        pre { padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; color: #1b1b1f; background-color: #f4f4f6; }
        .spec { border-top: 1px solid #c4c4cc; }
        .status, .verdict { display: inline-block; margin: 0.25rem 0; padding: 0.125rem 0.5rem; border: 1px solid currentColor; border-radius: 4px; font-weight: 600; }
        .status-pass { color: #0f5c2e; background-color: #e6f4ea; }
        .status-fail { color: #9b1c1c; background-color: #fdecec; }
        .status-warn { color: #6b4a00; background-color: #fff4d6; }
        .status-note { color: #3b3b8f; background-color: #eef0fb; }
        .note { padding: 0.5rem 0.75rem; border-left: 4px solid #6b4a00; color: #1b1b1f; background-color: #fff4d6; }
        .table-wrap { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
        caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        th, td { border: 1px solid #c4c4cc; padding: 0.375rem 0.5rem; text-align: left; vertical-align: top; }
        thead th { color: #1b1b1f; background-color: #eeeef2; }
        tr.suppressed td, tr.suppressed th { color: #4a4a52; background-color: #ffffff; }
        .muted { color: #4a4a52; background-color: #ffffff; }
        figure { margin: 0.5rem 0; }
        figcaption { font-size: 0.9rem; color: #4a4a52; background-color: #ffffff; }
        .sheet img { max-width: 100%; height: auto; border: 1px solid #c4c4cc; }
        .crop { display: block; overflow: hidden; border: 1px solid #c4c4cc; }
        .crop img { display: block; }
        .thumb { display: block; max-width: 120px; max-height: 200px; height: auto; border: 1px solid #c4c4cc; }
        .side-by-side { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        .side-by-side img { display: block; max-width: 320px; height: auto; border: 1px solid #c4c4cc; }
        .swipe { margin: 0.75rem 0; }
        .swipe-frame { position: relative; display: inline-block; border: 1px solid #c4c4cc; }
        .swipe-frame img { display: block; max-width: 480px; height: auto; }
        .swipe-frame .swipe-actual { position: absolute; top: 0; left: 0; width: 100%; height: 100%; }
        .swipe label { display: block; margin-top: 0.5rem; }
        .swipe input { width: 100%; max-width: 480px; }
        .onion { margin: 0.75rem 0; }
        .onion label { display: block; margin-top: 0.5rem; }
        .onion input { width: 100%; max-width: 480px; }
        dt { font-weight: 600; margin-top: 0.75rem; }
        dd { margin-left: 1.25rem; }
        .review-choice { margin: 0.5rem 0; border: 1px solid #c4c4cc; }
        .review-box { position: sticky; bottom: 0; padding: 0 1rem; border-top: 2px solid #0b57d0; color: #1b1b1f; background-color: #ffffff; }
        .review-box h2, .review-box p, .review-box pre { margin: 0.25rem 0; }
        .review-box h2 { font-size: 1.1rem; }
        body.changed-only .spec:not([data-goldens-changed]) { display: none; }
        body.changed-only .spec > :not(h2):not(.status):not(.goldens) { display: none; }
        body.changed-only .goldens .golden:not(.changed) { display: none; }
        """

    /// The swipe view: the range input moves the clip of the actual image over the expected one.
    static let script = """
        var changedOnly = document.getElementById("changed-only");
        if (changedOnly) {
          changedOnly.addEventListener("change", function () { document.body.classList.toggle("changed-only", changedOnly.checked); });
          document.body.classList.toggle("changed-only", changedOnly.checked);
        }
        document.querySelectorAll("input[data-swipe]").forEach(function (input) {
          var image = document.getElementById(input.getAttribute("data-swipe"));
          if (!image) { return; }
          function update() {
            image.style.clipPath = "inset(0 0 0 " + input.value + "%)";
            input.setAttribute("aria-valuetext", "divider at " + input.value + "%: expected to the left, actual to the right");
          }
          input.addEventListener("input", update);
          update();
        });
        document.querySelectorAll("input[data-onion]").forEach(function (input) {
          var image = document.getElementById(input.getAttribute("data-onion"));
          if (!image) { return; }
          function update() {
            image.style.opacity = String(input.value / 100);
            input.setAttribute("aria-valuetext", "actual at " + input.value + "% opacity");
          }
          input.addEventListener("input", update);
          update();
        });
        """

    /// Builds the review box's one `buttoncheck review --goldens DIR --accept-case … --reject-case …`
    /// command line from the accept / reject choices, live (the accepted cases first, each kind in page
    /// order); each case is a glob with its special characters quoted, and each word is quoted for a POSIX
    /// shell as `ShellWord` does.
    static let reviewScript = #"""
        (function () {
          var box = document.getElementById("review-command");
          if (!box) { return; }
          var inputs = Array.prototype.slice.call(document.querySelectorAll("input[data-review-case]"));
          function quote(word) { return /^[A-Za-z0-9_.\/,:=+@%-]+$/.test(word) ? word : "'" + word.replace(/'/g, "'\\''") + "'"; }
          function glob(name) { return name.replace(/[\\*?\[\]]/g, "\\$&"); }
          function update() {
            var goldens = null, words = [];
            ["accept", "reject"].forEach(function (choice) {
              inputs.forEach(function (input) {
                if (!input.checked || input.value !== choice) { return; }
                goldens = goldens || input.getAttribute("data-goldens");
                words.push("--" + choice + "-case " + quote(glob(input.getAttribute("data-review-case"))));
              });
            });
            box.textContent = words.length ? "buttoncheck review --goldens " + quote(goldens) + " " + words.join(" ")
              : box.getAttribute("data-empty");
          }
          inputs.forEach(function (input) { input.addEventListener("change", update); });
          update();
        })();
        """#
}
