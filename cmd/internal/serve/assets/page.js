// fleetlab serve: the page's script. It builds a run's query from the
// form, streams the run's progress and result (server-sent events), sends
// uploads, and shows a plot's hover texts. Served by fleetlab itself.
"use strict";
(function () {
  const body = document.body;
  const form = document.getElementById("form");
  const page = Math.random().toString(36).slice(2) + Date.now().toString(36);
  const $ = (id) => document.getElementById(id);
  let source = null;

  function showError(text) {
    const e = $("error");
    e.textContent = text;
    e.hidden = !text;
  }

  // query returns the run's query string: the scenario, the mode, every
  // setting that differs from the default, the trials, precision and seed.
  function query() {
    const q = new URLSearchParams();
    const up = $("upload");
    if (up && $("scenario").value === "") q.set("upload", up.value);
    else q.set("scenario", $("scenario").value);
    q.set("lang", body.dataset.lang);
    const mode = form.querySelector("input[name=mode]:checked").value;
    if (mode !== "run") q.set("mode", mode);
    const swept = new Set();
    if (mode === "sweep") {
      for (const i of [0, 1]) {
        const name = form.elements["sweep" + i].value;
        const vals = form.elements["sweep" + i + "v"].value.trim();
        if (name && vals) {
          q.append("sweep", name + "=" + vals);
          swept.add(name);
        }
      }
    }
    const vs = [];
    for (const f of form.querySelectorAll("[name^='p.']")) {
      const name = f.name.slice(2);
      if (swept.has(name)) continue;
      if (f.value !== f.dataset.default) q.append("set", name + "=" + f.value);
      if (mode === "compare") {
        const b = form.elements["b." + name];
        if (b && b.value !== "" && b.value !== f.value) vs.push(name + "=" + b.value);
      }
    }
    // each B setting its own vs= value, intact: a value may hold ", "
    for (const v of vs) q.append("vs", v);
    for (const k of ["trials", "precision", "seed"]) {
      const v = form.elements[k].value.trim();
      if (v !== "") q.set(k, v);
    }
    return q;
  }

  function running(on) {
    $("run").disabled = on;
    $("cancel").disabled = !on;
    $("progress").hidden = !on;
  }

  function run() {
    if (source) source.close();
    showError("");
    const q = query();
    const share = new URLSearchParams(q);
    share.set("run", "1");
    history.replaceState(null, "", "/?" + share.toString());
    // the language links play the same run in their language
    for (const a of document.querySelectorAll("nav.langs a[hreflang]")) {
      share.set("lang", a.hreflang);
      a.href = "/?" + share.toString();
    }
    q.set("page", page);
    $("bar").value = 0;
    $("progress-text").textContent = "";
    running(true);
    let ended = false;
    const es = new EventSource("/run?" + q.toString());
    source = es;
    es.addEventListener("progress", (ev) => {
      const p = JSON.parse(ev.data);
      $("bar").max = p.total;
      $("bar").value = p.done;
      $("progress-text").textContent = p.text;
    });
    es.addEventListener("result", (ev) => {
      ended = true;
      es.close();
      running(false);
      const r = JSON.parse(ev.data);
      $("result").innerHTML = r.html;
      const link = $("share");
      if (link) link.href = location.pathname + location.search;
    });
    es.addEventListener("failure", (ev) => {
      ended = true;
      es.close();
      running(false);
      showError(JSON.parse(ev.data).error);
    });
    es.onerror = () => {
      if (ended) return;
      es.close();
      running(false);
      showError(body.dataset.tConnection);
    };
  }

  if (form && $("run")) {
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      run();
    });
    $("cancel").addEventListener("click", () => {
      fetch("/cancel?page=" + encodeURIComponent(page), { method: "POST" });
    });
    // with a precision target the trials are the cap, as --trials is
    // with --precision: the page offers the command's default cap
    const trials = form.elements.trials;
    form.elements.precision.addEventListener("input", (ev) => {
      const target = ev.target.value.trim() !== "";
      if (target && trials.value === trials.dataset.offer) trials.value = trials.dataset.cap;
      if (!target && trials.value === trials.dataset.cap) trials.value = trials.dataset.offer;
    });
    // a swept parameter's field is ignored while it is swept: disabled
    const markSwept = () => {
      const sweep = form.querySelector("input[name=mode]:checked").value === "sweep";
      const swept = new Set([0, 1].map((i) => sweep && form.elements["sweep" + i] ? form.elements["sweep" + i].value : ""));
      for (const f of form.querySelectorAll("[name^='p.']")) {
        f.disabled = swept.has(f.name.slice(2));
        f.title = f.disabled ? body.dataset.tSwept : "";
      }
    };
    for (const r of form.querySelectorAll("input[name=mode]")) {
      r.addEventListener("change", () => {
        body.className = "mode-" + r.value;
        markSwept();
      });
    }
    for (const i of [0, 1]) {
      const sel = form.elements["sweep" + i];
      if (sel) sel.addEventListener("change", markSwept);
    }
    markSwept();
  }
  const picker = $("scenario");
  if (picker) {
    picker.addEventListener("change", () => {
      if (picker.value === "") return;
      location.href = "/?scenario=" + encodeURIComponent(picker.value) + "&lang=" + body.dataset.lang;
    });
  }
  const file = $("file");
  if (file) {
    file.addEventListener("change", async () => {
      if (!file.files.length) return;
      const data = new FormData();
      data.append("file", file.files[0]);
      showError("");
      try {
        const resp = await fetch("/upload?lang=" + body.dataset.lang, { method: "POST", body: data });
        const r = await resp.json();
        if (r.error) {
          showError(r.error);
          return;
        }
        location.href = "/?upload=" + encodeURIComponent(r.upload) + "&lang=" + body.dataset.lang;
      } catch (e) {
        showError(body.dataset.tConnection);
      }
    });
  }

  // a plot's hover regions: their text at once beside the pointer
  const tip = $("tip");
  document.addEventListener("mouseover", (ev) => {
    const t = ev.target.closest && ev.target.closest("[data-tip]");
    if (!t) {
      tip.hidden = true;
      return;
    }
    tip.textContent = t.dataset.tip;
    tip.hidden = false;
  });
  document.addEventListener("mousemove", (ev) => {
    if (tip.hidden) return;
    tip.style.left = ev.pageX + 14 + "px";
    tip.style.top = ev.pageY + 14 + "px";
  });

  if (body.dataset.autorun === "1" && $("run")) run();
})();
