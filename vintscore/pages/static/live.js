// The live page of `vint serve`: <main> follows the session file through server-sent
// events (app.py says their shape). No inline script or style anywhere: the page's policy
// forbids both; what changes is the HTML the server made, the hidden attribute and classes.
// The scorekeeper's forms are sent from here (issue 24, point 4): what is being typed is
// kept in the tab until it is saved, a form is sent once and, when the connection is lost,
// again (with the same key, web/submitted.py) as soon as it is back.
(function () {
  "use strict";
  var main = document.getElementById("live");
  var status = document.getElementById("status");
  if (!main || !window.EventSource) {
    return;
  }
  var source = null;
  var place = window.location.pathname;  // the session's page: its own drafts
  var DRAFT = "vintscore.draft:" + place;  // what is being typed: {action, fields}
  var PENDING = "vintscore.pending:" + place;  // a form sent and not answered: {action, body}
  var store = window.sessionStorage;
  var sending = false;

  function offline(lost) {
    if (!status) {
      return;
    }
    status.textContent = lost ? status.getAttribute("data-offline") : "";
    status.hidden = !lost;
  }

  function kept(name) {
    try {
      return JSON.parse(store.getItem(name) || "null");
    } catch (e) {
      return null;
    }
  }

  function keep(name, value) {
    try {
      if (value === null) {
        store.removeItem(name);
      } else {
        store.setItem(name, JSON.stringify(value));
      }
    } catch (e) {
      // a tab that keeps nothing (private mode, full): the form still works, unkept
    }
  }

  // Text put into the page as the server's pages put it (pages.red_suits, issue 35): text
  // nodes, never HTML, each ♦ and ♥ in a red span; the sign stays the text.
  function said(node, text) {
    var pieces = String(text == null ? "" : text).split(/([\u2666\u2665])/);
    node.replaceChildren.apply(node, pieces.filter(Boolean).map(function (piece) {
      if (piece !== "\u2666" && piece !== "\u2665") {
        return document.createTextNode(piece);
      }
      var red = document.createElement("span");
      red.className = "suit-red";
      red.textContent = piece;
      return red;
    }));
  }

  // The header's facts (players, table, rules…) as the file says them now: made of text
  // nodes, never of HTML, so a name is shown, not run.
  function facts(pairs) {
    var list = document.querySelector("header dl.meta");
    if (!list || !pairs) {
      return;
    }
    var items = pairs.map(function (pair) {
      var div = document.createElement("div");
      var dt = document.createElement("dt");
      var dd = document.createElement("dd");
      dt.textContent = pair[0];
      said(dd, pair[1]);
      div.appendChild(dt);
      div.appendChild(dd);
      return div;
    });
    list.replaceChildren.apply(list, items);
  }

  // The question undo or redo asks first, as the server words it now (text only); an
  // open question whose move changed is closed, so that what is confirmed is what was read.
  function asked(move, ask, changed) {
    var box = document.getElementById("ask-" + move);
    if (!box || !ask) {
      return;
    }
    said(box.querySelector(".q"), ask.question);
    var lines = box.querySelector(".lines");
    lines.replaceChildren.apply(lines, ask.lines.map(function (line) {
      var item = document.createElement("li");
      said(item, line);
      return item;
    }));
    box.querySelector(".buttons").hidden = ask.number === null;
    if (changed) {
      box.open = false;
    }
  }

  // The question opened is on the screen, its "Yes" too (issue 35: under the fold of a
  // phone, a tap opened it out of sight).
  document.addEventListener("toggle", function (event) {
    var box = event.target;
    if (box.matches && box.matches("details.ask") && box.open) {
      var question = box.querySelector(".question");
      if (question && question.scrollIntoView) {
        question.scrollIntoView({block: "nearest"});
      }
    }
  }, true);

  // "No": the question closes, nothing sent (without the script, the link reloads the page).
  document.addEventListener("click", function (event) {
    var no = event.target.closest && event.target.closest("details.ask .no");
    if (no) {
      event.preventDefault();
      no.closest("details").open = false;
    }
  });

  // What the last submission wrote is said once: the address loses it (a reload does not
  // say it again), and the next change of the file takes it away.
  function forget() {
    var address = new URL(window.location.href);
    if (address.searchParams.has("said") && window.history.replaceState) {
      address.searchParams.delete("said");
      window.history.replaceState(null, "", address.toString());
    }
  }

  // A part wider than the screen says so over it (issue 24, point 7): each scrolling box
  // of <main> that does not fit gets the page's words before it, and can be scrolled from
  // the keyboard; asked again when <main> changes and when the screen turns.
  function scrolls() {
    var words = main.getAttribute("data-scrolls");
    each(main.querySelectorAll(".scroll, pre"), function (box, i) {
      var note = box.previousElementSibling;
      var has = note && note.classList.contains("scrolls-note");
      var wide = box.scrollWidth > box.clientWidth + 1;
      if (wide && !has) {
        note = document.createElement("p");
        note.className = "scrolls-note";
        note.id = "scrolls-" + i;
        note.textContent = words;
        box.parentNode.insertBefore(note, box);
        box.setAttribute("tabindex", "0");
        box.setAttribute("aria-describedby", note.id);
      } else if (!wide && has) {
        note.remove();
        box.removeAttribute("tabindex");
        box.removeAttribute("aria-describedby");
      }
    });
  }

  function state(event) {
    var data = JSON.parse(event.data);
    if (data.revision !== main.getAttribute("data-revision")) {
      var said = document.getElementById("said");
      if (said) {
        said.remove();
      }
      main.innerHTML = data.html;
      main.setAttribute("data-revision", data.revision);
      scrolls();
      if (data.ok) {
        facts(data.facts);
      }
    }
    main.setAttribute("data-sheet", JSON.stringify(data.sheet));
    // The scorekeeper's undo reverts, and redo puts back, what the page shows now (a deal
    // typed in a terminal included); 0 names no revision: the server then says why it
    // moved nothing.
    var moves = {undo: data.undo, redo: data.redo};
    Object.keys(moves).forEach(function (move) {
      var expect = document.querySelector("form[action*='/" + move + "?'] input[name='expect']");
      if (expect) {
        var was = expect.value;
        expect.value = moves[move] === null || moves[move] === undefined ? "0"
          : String(moves[move]);
        asked(move, data.ask ? data.ask[move] : null, was !== expect.value);
      }
    });
    main.classList.toggle("broken", !data.ok);
    offline(false);
  }

  // -- the keypad (issue 24, point 1): a key of each row, typed one after another --------

  function each(list, act) {
    Array.prototype.forEach.call(list, act);
  }

  // An answer as [what comes before the item the keys type, that item]: a list's last
  // item (coronets, revokes: "another" starts a new one), else the whole answer.
  function split(field, value) {
    if (!field.hasAttribute("data-many")) {
      return ["", value.trim()];
    }
    var at = /^(.*[,\s])?([^,\s]*)$/.exec(value);
    return [at[1] || "", at[2]];
  }

  // A list's "another" key, shown once an item is typed to follow.
  function more(field) {
    var box = field.querySelector(".keys .more");
    if (box) {
      box.hidden = !split(field, field.querySelector("input").value)[1];
    }
  }

  // The keys an answer already typed is made of, shown pressed (a reload, a refusal).
  function pressed(field) {
    more(field);
    var rest = split(field, field.querySelector("input").value)[1].toLowerCase();
    var rows = field.querySelectorAll(".keys .row");
    each(rows, function (row) {
      var hit = null;
      each(row.querySelectorAll("button.key"), function (key) {
        var typed = key.getAttribute("data-typed").toLowerCase();
        if (!hit && typed && (rest === typed || (rows.length > 1 && rest.indexOf(typed) === 0
                              && !key.hasAttribute("data-alone")
                              && !/^[0-9]/.test(rest.slice(typed.length))))) {
          hit = key;
        }
      });
      each(row.querySelectorAll("button.key"), function (key) {
        key.setAttribute("aria-pressed", String(key === hit));
      });
      if (hit) {
        rest = rest.slice(hit.getAttribute("data-typed").length);
      }
    });
  }

  function empty(input) {
    return input.getAttribute("aria-required") === "true" && input.value.trim() === "";
  }

  // After an answer: the form asked again with it (step=change: nothing judged, nothing
  // written), so that the questions it makes known come (the honours once the declarer is
  // known, the contract's tricks marked); when every question is answered, the form is
  // sent for what it will write — no tap more than the answers need.
  function onward(form, after) {
    var fields = Array.prototype.slice.call(form.querySelectorAll(".field"));
    var next = fields.slice(fields.indexOf(after) + 1).concat(fields).filter(function (f) {
      return empty(f.querySelector("input"));
    })[0];
    var go = form.querySelector("button[name='step'][value='check']");
    if (next) {
      var first = next.querySelector("button.key") || next.querySelector("input");
      first.focus();
      if (go) {
        sendAs(form, "change");
      }
      return;
    }
    if (go && form.requestSubmit) {
      form.requestSubmit(go);
      return;
    }
    // beside a preview, a question left open (honours, coronets: blank is "none") just
    // answered: the preview asked again with it, so that it and Save's mark follow (issue 35)
    if (document.getElementById("preview")) {
      sendAs(form, "check");
    }
  }

  // The form sent as its step `step` (change: asked again, nothing judged; check: what it
  // will write), whatever button would send it.
  function sendAs(form, step) {
    if (!form.requestSubmit) {
      return;
    }
    var hidden = document.createElement("input");
    hidden.type = "hidden";
    hidden.name = "step";
    hidden.value = step;
    form.appendChild(hidden);
    form.requestSubmit();
    hidden.remove();
  }

  // Keys tapped while the form is on its way: tapped again on the form that comes back.
  var queued = [];

  document.addEventListener("click", function (event) {
    var key = event.target.closest && event.target.closest("button.key");
    var field = key && key.closest(".field");
    var input = field && field.querySelector("input");
    if (!input || input.readOnly) {
      return;
    }
    if (sending) {
      queued.push([field.getAttribute("data-key"), key.getAttribute("data-typed")]);
      return;
    }
    var rows = field.querySelectorAll(".keys .row");
    var parts = split(field, input.value);
    if (key.hasAttribute("data-more")) {  // one more item of a list, once one is typed
      if (parts[1]) {
        input.value = parts[0] + parts[1] + key.getAttribute("data-typed");
        each(field.querySelectorAll(".keys .row button.key"), function (b) {
          b.setAttribute("aria-pressed", "false");
        });
        input.dispatchEvent(new Event("input", {bubbles: true}));
        more(field);
        field.querySelector(".keys .row button.key").focus();  // the next item's first key
      }
      return;
    }
    var at = Array.prototype.indexOf.call(rows, key.closest(".row"));
    var alone = key.hasAttribute("data-alone");
    var chosen = [];
    each(rows, function (row, i) {
      var was = row.querySelector("button.key[aria-pressed='true']");
      chosen.push(i === at ? key : i < at && !alone ? was : null);
    });
    each(rows, function (row, i) {
      each(row.querySelectorAll("button.key"), function (b) {
        b.setAttribute("aria-pressed", String(b === chosen[i]));
      });
    });
    input.value = parts[0] + chosen.filter(Boolean).map(function (b) {
      return b.getAttribute("data-typed");
    }).join("");
    input.dispatchEvent(new Event("input", {bubbles: true}));
    more(field);
    if (alone || chosen.every(Boolean)) {
      onward(input.form, field);
    }
  });

  // The keypad follows what is typed in the box, too.
  document.addEventListener("input", function (event) {
    var field = event.target.closest && event.target.closest(".field");
    if (field && event.isTrusted) {
      pressed(field);
    }
  });

  function ready(before) {
    var form = document.getElementById("entry");
    if (!form) {
      return;
    }
    each(form.querySelectorAll(".field"), pressed);
    var taps = queued;
    queued = [];
    if (taps.length && !form.querySelector(".refusal")) {
      taps.forEach(function (tap) {
        var key = Array.prototype.filter.call(
          form.querySelectorAll(".field button.key"), function (b) {
            return b.closest(".field").getAttribute("data-key") === tap[0]
              && b.getAttribute("data-typed") === tap[1];
          })[0];
        if (key) {
          key.click();
        }
      });
      return;
    }
    // questions the answers made known, all answered already (a count the others leave),
    // or questions an answer took away (a deal given up asks no card points): sent on at
    // once, as a table would say nothing more
    var keys = form.querySelectorAll(".field").length;
    if (before !== undefined && keys !== before && !form.querySelector(".refusal")
        && !document.getElementById("preview")
        && !Array.prototype.some.call(form.querySelectorAll("input"), empty)) {
      onward(form, null);
      return;
    }
    var first = Array.prototype.filter.call(form.querySelectorAll(".field input"), empty)[0];
    if (before !== undefined && first && !form.querySelector("[aria-invalid='true']")) {
      (first.closest(".field").querySelector("button.key") || first).focus();
    }
  }

  // -- the scorekeeper's forms ---------------------------------------------------------

  function keeper() {
    return document.getElementById("keeper");
  }

  // A note in the scorekeeper's part: a form on its way ("sending") or not sent yet
  // ("waiting"), and why (none: nothing waits).
  function waiting(text, how) {
    var box = keeper();
    var note = document.getElementById("pending");
    if (note) {
      note.hidden = !text;
      note.textContent = text || "";
    }
    if (box) {
      box.classList.toggle("sending", !!text && how === "sending");
      box.classList.toggle("waiting", !!text && how === "waiting");
    }
  }

  // The answers as typed, kept in the tab (a reload, a locked screen, a lost connection
  // lose none of them) until they are saved.
  function draft() {
    var form = document.getElementById("entry");
    if (!form) {
      return;
    }
    var fields = [];
    Array.prototype.forEach.call(form.elements, function (element) {
      if (element.name && element.tagName === "INPUT") {
        fields.push([element.name, element.value]);
      }
    });
    keep(DRAFT, {action: form.getAttribute("action"), fields: fields});
  }

  // The server's answer shown: the scorekeeper's part (the form, its refusals, what was
  // written) as the server made it; <main> follows by the stream.
  // `sent`: the form's fields as they were sent; an answer typed since is kept.
  function show(html, sent) {
    var made = new DOMParser().parseFromString(html, "text/html");
    var now = made.getElementById("keeper");
    var box = keeper();
    var before = document.querySelectorAll("#entry .field").length;
    var typed = {};
    each(document.querySelectorAll("#entry .field input"), function (input) {
      if (sent && sent.get(input.name) !== input.value) {
        typed[input.name] = input.value;
      }
    });
    if (now && box) {
      box.replaceWith(document.adoptNode(now));
    }
    each(document.querySelectorAll("#entry .field input"), function (input) {
      if (Object.prototype.hasOwnProperty.call(typed, input.name) && !input.readOnly) {
        input.value = typed[input.name];
      }
    });
    var refused = document.querySelector("#keeper [aria-invalid='true']");
    if (refused) {
      refused.focus();
    }
    ready(before);
  }

  // A form on its way is kept (sent again until answered), but for a form only asked
  // again after an answer (`refresh`): lost, it is not worth sending later over newer answers.
  function send(job) {
    if (!job.refresh) {
      keep(PENDING, job);
    }
    if (sending) {
      return;
    }
    sending = true;
    if (!keeper() || !keeper().classList.contains("waiting")) {
      waiting(keeper() ? keeper().getAttribute("data-sending") : "", "sending");
    }
    // A connection that went silent (the Wi-Fi gone) is given up after a while: the form
    // is sent again, and its key makes it written once.
    var giveUp = window.AbortController ? new AbortController() : null;
    var timer = giveUp ? window.setTimeout(function () { giveUp.abort(); }, 10000) : null;
    window.fetch(job.action, {
      method: "POST", body: job.body, credentials: "same-origin", redirect: "follow",
      headers: {"Content-Type": "application/x-www-form-urlencoded"},
      signal: giveUp ? giveUp.signal : undefined
    }).then(function (response) {
      return response.text().then(function (text) {
        window.clearTimeout(timer);
        sending = false;
        keep(PENDING, null);
        waiting("");
        if (response.redirected) {  // written: the page as it is now, saying what was
          if (job.entry) {
            keep(DRAFT, null);
          }
          window.location.replace(response.url);
        } else if ((response.headers.get("content-type") || "").indexOf("text/html") === 0) {
          // refused, or asked again; answers typed meanwhile in the form it came from stay
          show(text, origin && origin === document.getElementById("entry")
            ? new URLSearchParams(job.body) : null);
          draft();
        } else {  // the server refused the exchange itself (a link no longer valid…)
          waiting(text.trim());
        }
      });
    }, function () {
      // not sent, or sent and not answered: kept, and sent again with the same key (the
      // server writes it once) when the connection is back
      window.clearTimeout(timer);
      sending = false;
      offline(true);
      if (job.refresh) {
        waiting("");
        return;
      }
      var box = keeper();
      waiting(box ? box.getAttribute("data-pending") : "", "waiting");
    });
  }

  function again() {
    var job = kept(PENDING);
    if (job && !sending) {
      send(job);
    }
  }

  var origin = null;  // the form the last job was sent from (its answers typed since stay)

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var box = keeper();
    if (!box || !box.contains(form) || !window.fetch) {
      return;  // sent by the browser itself
    }
    event.preventDefault();
    if (sending || kept(PENDING)) {
      return;  // a second tap while the first is on its way sends nothing more
    }
    var body = new URLSearchParams(new FormData(form));
    var by = event.submitter;
    if (by && by.name) {
      body.append(by.name, by.value);
    }
    if (form.id === "entry") {
      draft();
    }
    origin = form;
    send({action: form.getAttribute("action"), body: body.toString(), entry: form.id === "entry",
          refresh: body.getAll("step").indexOf("change") >= 0 && !(by && by.name === "step")});
  });
  document.addEventListener("input", function (event) {
    if (event.target.form && event.target.form.id === "entry") {
      draft();
    }
  });

  // Back on the page (a reload, the tab reopened): a form not answered is sent again;
  // else the answers kept are shown again, with the questions they make known.
  function restore() {
    var form = document.getElementById("entry");
    var typed = kept(DRAFT);
    if (kept(PENDING)) {
      again();
      return;
    }
    if (!form || !typed || typed.action !== form.getAttribute("action")) {
      return;
    }
    var filled = typed.fields.some(function (pair) {
      return pair[0].indexOf("a:") === 0 && pair[1] !== "";
    });
    var shown = Array.prototype.some.call(form.elements, function (element) {
      return element.name && element.name.indexOf("a:") === 0 && element.value !== "";
    });
    if (filled && !shown) {
      var body = new URLSearchParams(typed.fields);
      body.append("step", "change");
      origin = null;
      send({action: typed.action, body: body.toString(), entry: true});
    }
  }

  function connect() {
    source = new EventSource(main.getAttribute("data-events"));
    source.addEventListener("state", state);
    source.addEventListener("open", function () {
      offline(false);
      again();
    });
    // The browser tries again by itself (retry: 1000); the note says meanwhile.
    source.addEventListener("error", function () { offline(true); });
  }

  // A phone that slept may have given the connection up for good: a new one, which
  // receives the state at once.
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && source && source.readyState === EventSource.CLOSED) {
      connect();
    }
    if (!document.hidden) {
      again();
    }
  });
  window.addEventListener("online", function () {
    if (source && source.readyState === EventSource.CLOSED) {
      connect();
    }
    again();
  });
  window.addEventListener("offline", function () { offline(true); });
  // A form waiting is tried again every few seconds, whatever the stream says.
  window.setInterval(again, 3000);
  // Leaving the page ends its stream at once rather than at the server's next heartbeat.
  window.addEventListener("pagehide", function () {
    if (source) {
      source.close();
    }
  });
  // The page after a write: when it was the answers kept, they are saved.
  var saved = new URL(window.location.href).searchParams.get("said");
  var typed = kept(DRAFT);
  if (saved && typed && typed.fields.some(function (pair) {
    return pair[0] === "key" && pair[1] === saved;
  })) {
    keep(DRAFT, null);
  }
  window.addEventListener("resize", scrolls);
  scrolls();
  forget();
  ready();
  restore();
  connect();
}());
