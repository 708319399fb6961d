// ClauseTrail review console: the queue, a claim's packet (evidence before the draft), the decision and CRC
// vote forms, the audit trail, the budget and the decision letter. Plain DOM, no dependencies, no innerHTML.
"use strict";

(function () {
  const BASE = location.pathname.replace(/\/console\/?$/, "");
  const KEY = "clausetrail.console.session";
  const main = document.getElementById("main");
  const announcer = document.getElementById("announce");
  let config = null;
  let session = null;
  const blobUrls = [];

  // --- small helpers ------------------------------------------------------------------------------------
  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "text") el.textContent = v;
      else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      el.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return el;
  }
  const inr = (n) => (n === null || n === undefined ? "—" : Number(n).toLocaleString("en-IN") + " INR");
  const when = (iso) => (iso ? new Date(iso).toLocaleString() : "—");
  function announce(text) { announcer.textContent = ""; setTimeout(() => { announcer.textContent = text; }, 50); }
  function show(title, ...nodes) {
    blobUrls.splice(0).forEach((u) => URL.revokeObjectURL(u));
    main.replaceChildren(h("h1", { id: "view-title", tabindex: "-1" }, title), ...nodes);
    document.title = title + " — ClauseTrail review console";
    document.getElementById("view-title").focus();
  }
  function errorText(err) { return err.code ? `${err.message} (${err.code}, HTTP ${err.status})` : String(err); }

  class ApiError extends Error {
    constructor(status, code, message) { super(message); this.status = status; this.code = code; }
  }

  async function api(path, { method = "GET", body, raw = false } = {}) {
    // a binary answer names its type: API Gateway returns binary only for an Accept of a binary media type
    const headers = { Accept: raw || "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (session.mode === "local") {
      headers["X-ClauseTrail-Reviewer"] = session.person;
      if (session.tenant) headers["X-ClauseTrail-Caller"] = session.tenant;
    } else {
      headers.Authorization = session.token;
    }
    const response = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (response.status === 401) { logout(); throw new ApiError(401, "NOT_AUTHENTICATED", "the session has expired; log in again"); }
    if (!response.ok) {
      const data = await response.json().catch(() => null);
      const e = (data && data.error) || {};
      throw new ApiError(response.status, e.code || `HTTP_${response.status}`, e.message || response.statusText);
    }
    return raw ? response.blob() : response.json();
  }

  // --- identity -----------------------------------------------------------------------------------------
  function roleOf(person) {
    for (const [role, people] of Object.entries(config.people || {})) if (people.includes(person)) return role;
    return null;
  }
  function jwtPayload(token) {
    try { return JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))); } catch { return null; }
  }
  function cognitoSession(token) {
    const claims = jwtPayload(token);
    if (!claims || (claims.exp && claims.exp * 1000 < Date.now())) return null;
    const groups = [].concat(claims["cognito:groups"] || []);
    const role = groups.includes("adjusters") ? "adjuster" : groups.includes(config.crc_group) ? "crc" : groups.includes("ops") ? "ops" : null;
    return { mode: "cognito", token, person: claims["cognito:username"] || claims.sub, role, tenant: claims["custom:tenant"] };
  }
  function restore() {
    if (config.mode === "cognito" && location.hash.includes("id_token=")) {
      const params = new URLSearchParams(location.hash.slice(1));
      const s = cognitoSession(params.get("id_token"));
      if (s) sessionStorage.setItem(KEY, JSON.stringify(s));
      history.replaceState(null, "", location.pathname + "#/queue");
    }
    try { session = JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch { session = null; }
    if (session && session.mode === "cognito") session = cognitoSession(session.token);
    if (session && session.mode !== config.mode) session = null;
  }
  function logout() {
    sessionStorage.removeItem(KEY);
    session = null;
    if (config.mode === "cognito" && config.logout_url) {
      location.assign(`${config.logout_url}?client_id=${encodeURIComponent(config.client_id)}&logout_uri=${encodeURIComponent(location.origin + location.pathname)}`);
      return;
    }
    location.hash = "#/login";
    route();
  }
  function header() {
    const who = document.getElementById("who");
    document.getElementById("nav-queue").hidden = !session;
    document.getElementById("logout").hidden = !session;
    who.textContent = session ? `${session.person} (${roleName(session.role)}${session.tenant ? ", claims of " + session.tenant : ""})` : "";
  }
  const roleName = (r) => ({ adjuster: "adjuster", crc: "CRC member", ops: "ops" })[r] || "no role";

  function renderLogin() {
    if (config.mode === "cognito") {
      const url = `${config.login_url}?client_id=${encodeURIComponent(config.client_id)}&response_type=token&scope=openid+email+profile&redirect_uri=${encodeURIComponent(location.origin + location.pathname)}`;
      show("Log in", h("section", {}, h("p", {}, "Adjusters, CRC members and ops log in with their organisation account."), h("p", {}, h("a", { href: url, id: "cognito-login" }, "Log in with Cognito"))));
      return;
    }
    const select = h("select", { id: "person", name: "person", required: true },
      ...Object.entries(config.people).map(([role, people]) =>
        h("optgroup", { label: { adjuster: "Adjusters", crc: "Claims Review Committee", ops: "Ops" }[role] },
          ...people.map((p) => h("option", { value: p }, `${p} — ${roleName(role)}`)))));
    const tenant = h("input", { id: "tenant", name: "tenant", type: "text", value: config.default_tenant, "aria-describedby": "tenant-help", autocomplete: "off" });
    const form = h("form", { id: "login-form", "aria-labelledby": "view-title" },
      h("label", { for: "person" }, "Person and role"), select,
      h("label", { for: "tenant" }, "Claim system (tenant)"), tenant,
      h("p", { id: "tenant-help", class: "muted" }, "You see and act on this claim system's claims only (the local caller id that submitted them). Leave empty to see every local claim system."),
      h("p", {}, h("button", { type: "submit", id: "login" }, "Log in")));
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      session = { mode: "local", person: select.value, role: roleOf(select.value), tenant: tenant.value.trim() };
      sessionStorage.setItem(KEY, JSON.stringify(session));
      location.hash = "#/queue";
    });
    show("Log in (local server)", h("section", {}, h("p", {}, "The local server has no login service: pick who you are. On AWS this page sends you to Cognito's hosted login."), form));
  }

  // --- the queue ----------------------------------------------------------------------------------------
  async function renderQueue() {
    show("Review queue", h("p", {}, "Loading…"));
    let data;
    try { data = await api("/internal/queue"); } catch (err) { return fail("Review queue", err); }
    const rows = data.items.map((i) => h("tr", { class: i.overdue ? "overdue" : null },
      h("td", {}, h("a", { href: `#/claim/${encodeURIComponent(i.claim_id)}` }, i.claim_id)),
      h("td", {}, i.kind === "crc_vote" ? "CRC vote" : i.blind ? "Review (blind)" : "Review"),
      h("td", {}, i.status),
      h("td", {}, inr(i.amount_claimed)),
      h("td", {}, h("time", { datetime: i.due_at }, when(i.due_at)), " ", i.overdue ? h("span", { class: "badge bad" }, "Overdue") : null),
      h("td", {}, i.votes ? `${i.votes.uphold} uphold, ${i.votes.overturn} overturn (quorum ${i.quorum})` : "—")));
    const table = h("table", { id: "queue" },
      h("caption", {}, `${data.items.length} claim(s) waiting for a person, overdue first, then by due time`),
      h("thead", {}, h("tr", {}, ...["Claim", "Waiting for", "Status", "Amount claimed", "Due", "CRC votes"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, rows));
    show("Review queue", data.items.length ? table : h("p", { id: "queue-empty" }, "Nothing is waiting for a person."));
    announce(`${data.items.length} claims in the queue`);
  }

  function fail(title, err) {
    show(title, h("p", { class: "error", role: "alert" }, errorText(err)), h("p", {}, h("a", { href: "#/queue" }, "Back to the queue")));
  }

  // --- a claim ------------------------------------------------------------------------------------------
  async function renderClaim(claimId) {
    const title = `Claim ${claimId}`;
    show(title, h("p", {}, "Loading…"));
    const path = `/internal/claims/${encodeURIComponent(claimId)}`;
    const staff = session.role === "adjuster" || session.role === "crc";
    let packet = null, evidence = null, audit, budget;
    try {
      [packet, evidence, audit, budget] = await Promise.all([
        staff ? api(path) : null, staff ? api(path + "/evidence") : null, api(path + "/audit"), api(path + "/budget"),
      ]);
    } catch (err) { return fail(title, err); }
    const parts = [h("p", {}, h("a", { href: "#/queue" }, "← Back to the queue"))];
    if (packet) {
      parts.push(summarySection(packet), evidenceSection(path, packet, evidence), rulesSection(packet), clausesSection(packet, evidence));
      parts.push(packet.blind ? blindSection() : draftSection(packet));
      if (packet.crc) parts.push(crcSection(path, packet));
      if (session.role === "adjuster" && ["in_review", "escalated"].includes(packet.claim.status)) parts.push(decisionSection(path, packet, evidence));
    }
    parts.push(auditSection(audit), budgetSection(budget), letterSection(path, packet));
    show(title, ...parts);
    if (evidence) loadPages(path);
  }

  function summarySection(packet) {
    const c = packet.claim;
    const items = [["Policy", c.policy_id], ["Policy version", c.policy_version_id], ["Member", c.member_id], ["Loss date", c.loss_date],
      ["Amount claimed", inr(c.amount_claimed)], ["Status", c.status], ["Route", c.route || "—"]];
    return h("section", { "aria-labelledby": "summary-h" }, h("h2", { id: "summary-h" }, "Claim"),
      h("dl", { class: "facts", id: "claim-summary" }, ...items.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v ?? "—")])));
  }

  function evidenceSection(path, packet, evidence) {
    const section = h("section", { id: "evidence", "aria-labelledby": "evidence-h" }, h("h2", { id: "evidence-h" }, "Evidence: the facts and the pages they come from"));
    if (!evidence.facts.length) { section.append(h("p", {}, "No facts were extracted.")); return section; }
    const pages = new Map();
    const unplaced = [];
    for (const f of evidence.facts) {
      if (f.document === null || !f.page) { unplaced.push(f); continue; }
      const key = `${f.document}:${f.page}`;
      if (!pages.has(key)) pages.set(key, []);
      pages.get(key).push(f);
    }
    let n = 0;
    for (const [key, facts] of pages) {
      const [doc, page] = key.split(":").map(Number);
      const name = evidence.documents[doc].name;
      const figure = h("div", { class: "page", "data-src": `${path}/documents/${doc}/pages/${page}` },
        h("img", { alt: `Page ${page} of ${name}, with the facts it states highlighted`, width: 595, height: 842 }));
      const list = h("ul", { "aria-label": `Facts read from page ${page} of ${name}` });
      for (const f of facts) {
        const id = `fact-${n++}`;
        for (const b of f.boxes) {
          const box = h("div", { class: "box", "data-fact": id });
          Object.assign(box.style, { left: `${b[0] * 100}%`, top: `${b[1] * 100}%`, width: `${(b[2] - b[0]) * 100}%`, height: `${(b[3] - b[1]) * 100}%` });
          figure.append(box);
        }
        const located = f.boxes.length ? "highlighted on the page" : "not located on the page; quoted here";
        const button = h("button", { type: "button", class: "fact", id, "aria-pressed": "false", "data-key": f.key },
          h("strong", {}, f.label + ": "), String(f.value ?? "—"),
          h("span", { class: "muted" }, ` — confidence ${Math.round((f.confidence ?? 0) * 100)} %, ${located}`));
        const toggle = (on) => {
          section.querySelectorAll("button.fact").forEach((b) => b.setAttribute("aria-pressed", String(on && b === button)));
          section.querySelectorAll(".box").forEach((b) => b.classList.toggle("active", on && b.dataset.fact === id));
        };
        button.addEventListener("click", () => toggle(button.getAttribute("aria-pressed") !== "true"));
        button.addEventListener("focus", () => toggle(true));
        list.append(h("li", {}, button));
      }
      section.append(h("div", { class: "evidence-page" },
        h("div", {}, h("h3", {}, `${name}, page ${page}`), list), figure));
    }
    if (unplaced.length) {
      section.append(h("h3", {}, "Facts without a recorded page"),
        h("ul", {}, ...unplaced.map((f) => h("li", {}, h("strong", {}, f.label + ": "), String(f.value ?? "—"), ` (${f.document_name || "no document"})`))));
    }
    return section;
  }

  async function loadPages(path) {
    for (const figure of main.querySelectorAll(".page[data-src]")) {
      try {
        const url = URL.createObjectURL(await api(figure.dataset.src, { raw: "image/png" }));
        blobUrls.push(url);
        figure.querySelector("img").src = url;
      } catch (err) {
        figure.append(h("p", { class: "error" }, `The page image could not be loaded: ${errorText(err)}`));
      }
    }
  }

  function rulesSection(packet) {
    const clauses = new Map(packet.clauses.map((c) => [c.clause_id, c]));
    const rows = packet.rule_results.map((r) => h("tr", {},
      h("th", { scope: "row" }, r.rule_id),
      h("td", {}, r.passed ? h("span", { class: "badge good" }, "passed") : h("span", { class: "badge bad" }, r.outcome)),
      h("td", {}, r.reason_code || "—"),
      h("td", {}, r.computed_amount === null || r.computed_amount === undefined ? "—" : inr(r.computed_amount)),
      h("td", {}, r.detail || "—"),
      h("td", {}, ...(r.clause_ids.length ? r.clause_ids.map((id) => {
        const c = clauses.get(id);
        return c ? h("details", {}, h("summary", {}, `Clause ${c.clause_no || id}`), h("p", {}, c.text))
          : h("p", {}, id.startsWith("schedule:") ? `Policy schedule: ${id.slice(9)}` : id);
      }) : ["—"]))));
    return h("section", { id: "rules", "aria-labelledby": "rules-h" }, h("h2", { id: "rules-h" }, "Rule results"),
      h("table", {}, h("caption", {}, `Rules version ${packet.rule_results[0]?.rules_version || "—"}`),
        h("thead", {}, h("tr", {}, ...["Rule", "Result", "Reason", "Amount", "Detail", "Clause text"].map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, rows)));
  }

  function clausesSection(packet, evidence) {
    const items = [
      ...evidence.retrieved.map((c) => h("li", {}, h("details", {}, h("summary", {}, `${c.clause_id} — retrieved for the claim's cover`), h("p", {}, c.text)))),
      ...packet.clauses.map((c) => h("li", {}, h("details", {}, h("summary", {}, `Clause ${c.clause_no || c.clause_id} (pages ${c.pages.join("–")}) — cited by a rule`), h("p", {}, c.text)))),
    ];
    return h("section", { id: "clauses", "aria-labelledby": "clauses-h" }, h("h2", { id: "clauses-h" }, "Retrieved clauses"),
      items.length ? h("ul", {}, items) : h("p", {}, "No clauses were retrieved."));
  }

  function blindSection() {
    return h("section", { id: "blind", class: "blind-notice", "aria-labelledby": "blind-h" }, h("h2", { id: "blind-h" }, "Blind review"),
      h("p", {}, "This review is blind: the draft decision is hidden so that your decision rests on the evidence alone."));
  }

  function draftSection(packet) {
    const d = packet.draft;
    if (!d) return h("section", { id: "draft", "aria-labelledby": "draft-h" }, h("h2", { id: "draft-h" }, "Draft"), h("p", {}, "There is no draft yet."));
    const j = d.judgement;
    const parts = [h("h2", { id: "draft-h" }, "Draft decision"),
      h("dl", { class: "facts" }, h("dt", {}, "Decision"), h("dd", {}, d.decision), h("dt", {}, "Payable"), h("dd", {}, inr(d.payable_amount)),
        h("dt", {}, "Why a person decides"), h("dd", {}, (d.route_reasons || []).join(", ") || "—"))];
    if (j) {
      const lines = (j.proposal.line_items || []).map((l) => h("tr", {}, h("td", {}, l.description), h("td", {}, inr(l.amount)),
        h("td", {}, l.covered ? h("span", { class: "badge good" }, "covered") : h("span", { class: "badge bad" }, "not covered")),
        h("td", {}, l.clause_id || "—"), h("td", {}, l.note || "")));
      parts.push(h("table", { id: "line-marks" }, h("caption", {}, `Line marks by ${j.judge}${j.offline ? " (offline deterministic model)" : ""}`),
        h("thead", {}, h("tr", {}, ...["Line", "Amount", "Mark", "Clause", "Note"].map((c) => h("th", { scope: "col" }, c)))), h("tbody", {}, lines)));
      const v = j.verification || {};
      parts.push(h("p", { id: "verification" }, h("strong", {}, "Verification: "),
        v.passed ? h("span", { class: "ok" }, "passed") : h("span", { class: "error" }, "failed"),
        v.recomputed_payable !== undefined && v.recomputed_payable !== null ? ` — payable recomputed by code: ${inr(v.recomputed_payable)}` : ""));
      if ((v.failures || []).length) parts.push(h("ul", {}, ...v.failures.map((f) => h("li", {}, `${f.code}: ${f.detail}`))));
    }
    return h("section", { id: "draft", "aria-labelledby": "draft-h" }, ...parts);
  }

  function crcSection(path, packet) {
    const crc = packet.crc;
    const parts = [h("h2", { id: "crc-h" }, "Claims Review Committee"),
      h("p", { id: "crc-tally" }, `${crc.tally.uphold} uphold, ${crc.tally.overturn} overturn; ${crc.quorum} of the same vote decide. `, crc.outcome ? `Outcome: ${crc.outcome}.` : "No outcome yet."),
      crc.votes.length ? h("ul", {}, ...crc.votes.map((v) => h("li", {}, `${v.member_id}: ${v.vote}${v.note ? " — " + v.note : ""} (${when(v.voted_at)})`))) : h("p", {}, "No votes yet.")];
    const waiting = ["awaiting_crc", "crc_escalated"].includes(packet.claim.status);
    if (session.role === "crc" && waiting) {
      const result = h("div", { id: "vote-result", role: "alert" });
      const form = h("form", { id: "vote-form", "aria-labelledby": "vote-h", novalidate: true },
        h("h3", { id: "vote-h" }, `Your vote (${session.person})`),
        h("fieldset", {}, h("legend", {}, "Uphold or overturn the repudiation"),
          h("input", { type: "radio", name: "vote", id: "vote-uphold", value: "uphold", required: true }), h("label", { for: "vote-uphold" }, "Uphold the repudiation"),
          h("input", { type: "radio", name: "vote", id: "vote-overturn", value: "overturn" }), h("label", { for: "vote-overturn" }, "Overturn it (back to an adjuster)")),
        h("label", { for: "vote-note" }, "Note"), h("textarea", { id: "vote-note", name: "note", maxlength: 4000 }),
        h("p", {}, h("button", { type: "submit", id: "cast-vote" }, "Cast vote")), result);
      form.addEventListener("submit", async (ev) => {
        ev.preventDefault();
        const vote = form.querySelector("input[name=vote]:checked");
        result.className = "error";
        if (!vote) { result.textContent = "Choose uphold or overturn."; return; }
        try {
          const got = await api(path + "/crc-votes", { method: "POST", body: { member_id: session.person, vote: vote.value, note: form.note.value || null } });
          result.className = "ok";
          document.getElementById("crc-tally").textContent = `${got.votes.uphold} uphold, ${got.votes.overturn} overturn; ${got.quorum} of the same vote decide. ${got.outcome ? "Outcome: " + got.outcome + "." : "No outcome yet."}`;
          result.textContent = `Your vote is recorded: ${got.votes.uphold} uphold, ${got.votes.overturn} overturn${got.outcome ? "; the committee has " + got.outcome + " the repudiation" : ""}.`;
        } catch (err) {
          result.textContent = `Your vote was refused: ${errorText(err)}`;
        }
      });
      parts.push(form);
    }
    return h("section", { id: "crc", "aria-labelledby": "crc-h" }, ...parts);
  }

  function decisionSection(path, packet, evidence) {
    const b = evidence.bounds;
    const result = h("div", { id: "decision-result", role: "alert" });
    const payable = h("input", { type: "number", id: "payable", name: "payable_amount", min: 0, max: b.max_payable, step: 1, inputmode: "numeric", required: true, "aria-describedby": "bounds" });
    const choices = [["approve", "Approve (pays the amount claimed)"], ["partial", "Partial (pays part)"], ["deny", "Deny (goes to the CRC)"], ["need_info", "Ask for missing documents"]];
    const form = h("form", { id: "decision-form", "aria-labelledby": "decision-h", novalidate: true },
      h("h2", { id: "decision-h" }, "Your decision"),
      h("fieldset", {}, h("legend", {}, "Decision"), ...choices.flatMap(([v, label]) => [h("input", { type: "radio", name: "decision", id: `decision-${v}`, value: v }), h("label", { for: `decision-${v}` }, label)])),
      h("label", { for: "payable" }, "Payable amount (INR)"), payable,
      h("p", { id: "bounds", class: "muted" }, `At most ${inr(b.max_payable)} (${b.why}). An approval pays the amount claimed (${inr(b.amount_claimed)}); a partial decision more than 0 and less than claimed; deny and need-info pay 0.`),
      packet.blind ? null : h("p", {}, h("input", { type: "checkbox", id: "agrees", name: "agrees" }), h("label", { for: "agrees", class: "inline" }, " I agree with the draft")),
      h("label", { for: "decision-note" }, "Note"), h("textarea", { id: "decision-note", name: "note", maxlength: 4000 }),
      h("p", {}, h("button", { type: "submit", id: "submit-decision" }, "Submit decision")), result);
    form.addEventListener("change", (ev) => {
      if (ev.target.name !== "decision") return;
      if (ev.target.value === "approve") payable.value = b.amount_claimed;
      if (ev.target.value === "deny" || ev.target.value === "need_info") payable.value = 0;
    });
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const decision = form.querySelector("input[name=decision]:checked");
      result.className = "error";
      if (!decision) { result.textContent = "Choose a decision."; return; }
      if (!/^\d+$/.test(payable.value)) { result.textContent = "The payable amount must be a whole number of rupees."; payable.focus(); return; }
      const body = { reviewer_id: session.person, decision: decision.value, payable_amount: Number(payable.value), note: form.note.value || null };
      if (!packet.blind) body.agrees_with_draft = form.agrees.checked;
      try {
        await api(`/internal/reviews/${encodeURIComponent(packet.claim.claim_id)}`, { method: "POST", body });
        result.className = "ok";
        result.textContent = "Your decision is recorded; waiting for the claim to move on…";
        const moved = await waitForChange(path, packet.claim.status);
        await renderClaim(packet.claim.claim_id);
        if (!moved) announce("The decision is recorded but the claim has not moved on yet; reload the page to see it.");
      } catch (err) {
        result.textContent = `The decision was refused: ${errorText(err)}`;
      }
    });
    return h("section", { id: "decision" }, form);
  }

  // The workflow moves on after a review in its own time (seconds on a busy machine): poll the claim itself until its
  // status leaves the one the decision was made in and no stage is running, backing off to 2 s, for at most 2 minutes.
  async function waitForChange(path, status) {
    const deadline = Date.now() + 120000;
    let pause = 250;
    while (Date.now() < deadline) {
      const packet = await api(path).catch(() => null);
      if (packet && ![status, "received", "processing"].includes(packet.claim.status)) return true;
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 2000);
    }
    return false;
  }

  function auditSection(audit) {
    const v = audit.verification;
    const status = v.ok ? h("span", { class: "ok" }, `Chain verified: ${v.checked} records, head ${String(v.head_hash || "").slice(0, 16)}…`)
      : h("span", { class: "error" }, `Chain broken: ${v.problems.map((p) => `record ${p.seq}: ${p.kind || p.problem || ""} ${p.detail || p.message || ""}`).join("; ")}`);
    const rows = audit.records.map((r) => h("tr", {}, h("td", {}, r.seq), h("th", { scope: "row" }, r.event), h("td", {}, r.actor), h("td", {}, h("time", { datetime: r.at }, when(r.at))),
      h("td", {}, h("details", {}, h("summary", {}, "Payload"), h("pre", {}, JSON.stringify(r.payload, null, 2))))));
    return h("section", { id: "audit", "aria-labelledby": "audit-h" }, h("h2", { id: "audit-h" }, "Audit trail"), h("p", { id: "chain-status" }, status),
      h("table", {}, h("caption", {}, `${audit.records.length} records`), h("thead", {}, h("tr", {}, ...["#", "Event", "Actor", "At", "Record"].map((c) => h("th", { scope: "col" }, c)))), h("tbody", {}, rows)));
  }

  function budgetSection(b) {
    const items = [["Tokens, small model", b.tokens_small], ["Tokens, large model", b.tokens_large], ["Spend", `${b.usd_used} of ${b.usd_cap} USD`], ["Model calls", b.model_calls], ["State", b.state]];
    return h("section", { id: "budget", "aria-labelledby": "budget-h" }, h("h2", { id: "budget-h" }, "Budget"),
      h("dl", { class: "facts" }, ...items.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v ?? "—")])));
  }

  function letterSection(path, packet) {
    const result = h("p", { id: "letter-result" });
    const button = h("button", { type: "button", id: "open-letter", class: "secondary" }, "Get the decision letter (PDF)");
    button.addEventListener("click", async () => {
      try {
        const url = URL.createObjectURL(await api(path + "/letter", { raw: "application/pdf" }));
        blobUrls.push(url);
        result.replaceChildren(h("a", { href: url, id: "letter-link", target: "_blank", rel: "noopener" }, "Open the decision letter"));
        result.querySelector("a").focus();
      } catch (err) {
        result.replaceChildren(h("span", { class: "error", role: "alert" }, errorText(err)));
      }
    });
    const decided = packet ? packet.claim.status === "decided" : true;
    return h("section", { id: "letter", "aria-labelledby": "letter-h" }, h("h2", { id: "letter-h" }, "Decision letter"),
      decided ? h("p", {}, button) : h("p", {}, "The letter is written once the claim is decided."), result);
  }

  // --- routing ------------------------------------------------------------------------------------------
  function route() {
    header();
    const hash = location.hash || "#/queue";
    if (!session) { if (hash !== "#/login") location.hash = "#/login"; renderLogin(); return; }
    const m = hash.match(/^#\/claim\/(.+)$/);
    if (m) renderClaim(decodeURIComponent(m[1]));
    else renderQueue();
  }

  async function start() {
    try {
      const response = await fetch(BASE + "/console/config.json");
      config = await response.json();
    } catch (err) {
      show("The console could not start", h("p", { class: "error", role: "alert" }, String(err)));
      return;
    }
    restore();
    document.getElementById("logout").addEventListener("click", logout);
    window.addEventListener("hashchange", route);
    route();
  }
  start();
})();
