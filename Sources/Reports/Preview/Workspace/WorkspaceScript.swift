/// The workspace page's script. It reads the page's data (`#workspace-data`), shows the render
/// the controls, the keys or the place kept name, and writes that place to the URL hash
/// (`#size=large&state=idle&appearance=light&setting=none&locale=source&finding=<rule element>`)
/// and to localStorage, so a reload — watch rewrites the page on every save — shows the same render.
/// Every text from the spec is set as text, never parsed as markup.
enum WorkspaceScript {
    static let source = """
        (function () {
          var data = JSON.parse(document.getElementById("workspace-data").textContent);
          if (!data.cases.length) { return; }
          var storageKey = "buttoncheck.workspace." + data.slug;
          var axes = data.axes;
          var place = {};
          var byId = function (id) { return document.getElementById(id); };

          function readHash() {
            var values = {};
            location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
              var at = pair.indexOf("=");
              if (at > 0) { values[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1)); }
            });
            return values;
          }
          function readStored() {
            try { return JSON.parse(localStorage.getItem(storageKey) || "{}") || {}; } catch (error) { return {}; }
          }
          function caseNamed(name) {
            return data.cases.filter(function (item) { return item.name === name; })[0];
          }
          // The render with `values`; when there is none, the one that keeps `fixed` (the axis just
          // changed) and most of the others, earlier axes first.
          function choose(values, fixed) {
            var best = null, bestScore = -1;
            data.cases.forEach(function (item) {
              if (fixed && item.values[fixed] !== values[fixed]) { return; }
              var score = 0;
              axes.forEach(function (axis, index) {
                if (item.values[axis.id] === values[axis.id]) { score += 1 << (axes.length - index); }
              });
              if (score > bestScore) { best = item; bestScore = score; }
            });
            return best || caseNamed(data.initialCase) || data.cases[0];
          }
          function current() {
            return choose(place);
          }
          function save(item) {
            var parts = axes.map(function (axis) { return axis.id + "=" + encodeURIComponent(item.values[axis.id]); });
            if (place.finding) { parts.push("finding=" + encodeURIComponent(place.finding)); }
            history.replaceState(null, "", "#" + parts.join("&"));
            try { localStorage.setItem(storageKey, JSON.stringify(place)); } catch (error) { /* storage off: the hash keeps the place */ }
          }
          function px(value) { return value + "px"; }

          function showFindings(item) {
            var list = byId("finding-list");
            list.textContent = "";
            byId("no-findings").hidden = item.findings.length > 0;
            item.findings.forEach(function (mark) {
              var finding = data.findings[mark.finding];
              var entry = document.createElement("li");
              var button = document.createElement("button");
              button.type = "button";
              button.className = "finding severity-" + finding.severity;
              button.setAttribute("data-finding", finding.key);
              button.setAttribute("aria-pressed", String(place.finding === finding.key));
              var head = document.createElement("span");
              head.className = "finding-head";
              var badge = document.createElement("span");
              badge.className = "badge badge-" + finding.severity;
              badge.textContent = finding.severity;
              var rule = document.createElement("code");
              rule.textContent = finding.rule;
              var element = document.createElement("span");
              element.className = "element";
              element.textContent = " on " + finding.element;
              head.appendChild(badge);
              head.appendChild(rule);
              head.appendChild(element);
              var message = document.createElement("span");
              message.className = "message";
              message.textContent = finding.message;
              button.appendChild(head);
              button.appendChild(message);
              button.addEventListener("click", function () {
                place.finding = place.finding === finding.key ? undefined : finding.key;
                show();
                // The list is made anew: keep the keyboard on the finding just chosen.
                list.querySelectorAll("button").forEach(function (other) {
                  if (other.getAttribute("data-finding") === finding.key) { other.focus(); }
                });
              });
              entry.appendChild(button);
              if (place.finding === finding.key) {
                var more = document.createElement("p");
                more.className = "finding-more";
                more.textContent = "Fix: " + finding.fix + (finding.measured ? " Measured: " + finding.measured + "." : "")
                  + " Spec " + finding.location + "." + (mark.frame ? "" : " The element is not in this render.");
                entry.appendChild(more);
              }
              list.appendChild(entry);
            });
          }
          function showOutline(item) {
            var outline = byId("outline");
            var mark = item.findings.filter(function (mark) { return data.findings[mark.finding].key === place.finding; })[0];
            outline.hidden = !(mark && mark.frame);
            if (outline.hidden) { return; }
            outline.style.left = px(mark.frame[0]);
            outline.style.top = px(mark.frame[1]);
            outline.style.width = px(mark.frame[2]);
            outline.style.height = px(mark.frame[3]);
            outline.title = data.findings[mark.finding].rule + " on " + data.findings[mark.finding].element;
          }
          function showGolden(item) {
            var panel = byId("golden-panel");
            panel.hidden = !item.golden;
            if (!item.golden) { return; }
            var golden = item.golden;
            byId("golden-message").textContent = golden.message;
            // The images are made when a golden changed, so a page without one has none without a source.
            ["swipe", "onion"].forEach(function (view) {
              var frame = byId(view);
              ["expected", "actual"].forEach(function (which) {
                var image = byId(view + "-" + which);
                if (!image) {
                  image = document.createElement("img");
                  image.id = view + "-" + which;
                  image.alt = frame.getAttribute("data-" + which);
                  if (which === "actual") { image.className = "over"; }
                  frame.appendChild(image);
                }
                image.src = which === "expected" ? golden.expected : golden.actual;
                if (item.width) { image.style.width = px(item.width); image.style.height = px(item.height); }
              });
            });
            var diff = byId("golden-diff");
            diff.hidden = !golden.diff;
            diff.href = golden.diff || "";
            updateSwipe();
            updateOnion();
          }
          function updateSwipe() {
            var range = byId("swipe-range");
            if (!byId("swipe-actual")) { return; }
            byId("swipe-actual").style.clipPath = "inset(0 0 0 " + range.value + "%)";
            range.setAttribute("aria-valuetext", "divider at " + range.value + "%: expected to the left, actual to the right");
          }
          function updateOnion() {
            var range = byId("onion-range");
            if (!byId("onion-actual")) { return; }
            byId("onion-actual").style.opacity = String(range.value / 100);
            range.setAttribute("aria-valuetext", "actual at " + range.value + "% opacity");
          }
          function showTranscript(item) {
            var panel = byId("transcript-panel");
            if (!panel) { return; }
            panel.hidden = !item.transcript;
            if (!item.transcript) { return; }
            var list = byId("transcript-list");
            list.textContent = "";
            byId("no-transcript").hidden = item.transcript.length > 0;
            item.transcript.forEach(function (line) {
              var entry = document.createElement("li");
              entry.value = line.index;
              var element = document.createElement("code");
              element.textContent = line.element;
              entry.appendChild(element);
              entry.appendChild(document.createTextNode(" " + line.spoken));
              if (line.hint) {
                var hint = document.createElement("span");
                hint.className = "muted";
                hint.textContent = " (hint, after a pause: " + line.hint + ")";
                entry.appendChild(hint);
              }
              list.appendChild(entry);
            });
          }
          // Panels each render may have data for, in order; one without its data is not shown.
          var panels = [showFindings, showOutline, showGolden, showTranscript];

          function show() {
            var item = current();
            axes.forEach(function (axis) { place[axis.id] = item.values[axis.id]; });
            var image = byId("render");
            if (image.getAttribute("src") !== item.image) { image.src = item.image || ""; }
            if (item.width) { image.style.width = px(item.width); image.style.height = px(item.height); }
            image.alt = "The render " + item.name + " of " + data.name;
            byId("case-name").textContent = item.name;
            byId("case-page").href = item.name + ".html";
            byId("case-image").href = item.image || "";
            document.querySelectorAll("[data-axis]").forEach(function (control) {
              var value = item.values[control.getAttribute("data-axis")];
              if (control.tagName === "SELECT") {
                control.value = value;
              } else {
                control.querySelectorAll("input").forEach(function (input) { input.checked = input.value === value; });
              }
            });
            panels.forEach(function (panel) { panel(item); });
            save(item);
          }
          function step(axisId, by) {
            var axis = axes.filter(function (axis) { return axis.id === axisId; })[0];
            if (!axis || axis.values.length < 2) { return; }
            var values = axis.values.map(function (value) { return value.value; });
            var index = values.indexOf(current().values[axisId]);
            place[axisId] = values[(index + by + values.length) % values.length];
            place = Object.assign({}, place, choose(place, axisId).values);
            show();
          }
          function stepFinding(by) {
            var marks = current().findings;
            if (!marks.length) { return; }
            var keys = marks.map(function (mark) { return data.findings[mark.finding].key; });
            var index = keys.indexOf(place.finding);
            place.finding = keys[index < 0 ? (by > 0 ? 0 : keys.length - 1) : (index + by + keys.length) % keys.length];
            show();
          }

          document.querySelectorAll("[data-axis]").forEach(function (control) {
            var axisId = control.getAttribute("data-axis");
            control.addEventListener("change", function (event) {
              place[axisId] = event.target.value;
              place = Object.assign({}, place, choose(place, axisId).values);
              show();
            });
          });
          byId("swipe-range").addEventListener("input", updateSwipe);
          byId("onion-range").addEventListener("input", updateOnion);
          document.addEventListener("keydown", function (event) {
            if (event.ctrlKey || event.metaKey || event.altKey) { return; }
            var target = event.target;
            var typing = target && (target.tagName === "SELECT" || target.tagName === "TEXTAREA"
              || (target.tagName === "INPUT" && target.type === "text"));
            if (typing) { return; }
            var key = event.key.toLowerCase(), by = event.shiftKey ? -1 : 1;
            var axis = axes.filter(function (axis) { return axis.key === key; })[0];
            if (axis) {
              step(axis.id, by);
            } else if (key === "f") {
              stepFinding(by);
            } else if (event.key === "Escape" && place.finding) {
              place.finding = undefined;
              show();
            } else {
              return;
            }
            event.preventDefault();
          });
          window.addEventListener("hashchange", function () {
            var hash = readHash();
            if (!Object.keys(hash).length) { return; }
            place = hash;
            show();
          });
          var hash = readHash();
          place = Object.keys(hash).length ? hash : readStored();
          if (!Object.keys(place).length) { place = Object.assign({}, caseNamed(data.initialCase).values); }
          show();
        })();
        """
}
