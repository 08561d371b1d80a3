// The live page of `vint serve`: <main> follows the session file through server-sent
// events (app.py says their shape). No inline script or style anywhere: the page's policy
// forbids both; what changes is the HTML the server made, the hidden attribute and classes.
(function () {
  "use strict";
  var main = document.getElementById("live");
  var status = document.getElementById("status");
  if (!main || !window.EventSource) {
    return;
  }
  var source = null;

  function offline(lost) {
    if (!status) {
      return;
    }
    status.textContent = lost ? status.getAttribute("data-offline") : "";
    status.hidden = !lost;
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
      dd.textContent = pair[1];
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
    box.querySelector(".q").textContent = ask.question;
    box.querySelector(".lines").replaceChildren.apply(
      box.querySelector(".lines"), ask.lines.map(function (line) {
        var item = document.createElement("li");
        item.textContent = line;
        return item;
      }));
    box.querySelector(".buttons").hidden = ask.number === null;
    if (changed) {
      box.open = false;
    }
  }

  // "No": the question closes, nothing sent (without the script, the link reloads the page).
  document.querySelectorAll("details.ask .no").forEach(function (no) {
    no.addEventListener("click", function (event) {
      event.preventDefault();
      no.closest("details").open = false;
    });
  });

  // What the last submission wrote is said once: the address loses it (a reload does not
  // say it again), and the next change of the file takes it away.
  var said = document.getElementById("said");
  if (said && window.history.replaceState) {
    var address = new URL(window.location.href);
    address.searchParams.delete("said");
    window.history.replaceState(null, "", address.toString());
  }

  function state(event) {
    var data = JSON.parse(event.data);
    if (data.revision !== main.getAttribute("data-revision")) {
      if (said) {
        said.remove();
        said = null;
      }
      main.innerHTML = data.html;
      main.setAttribute("data-revision", data.revision);
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

  function connect() {
    source = new EventSource(main.getAttribute("data-events"));
    source.addEventListener("state", state);
    source.addEventListener("open", function () { offline(false); });
    // The browser tries again by itself (retry: 1000); the note says meanwhile.
    source.addEventListener("error", function () { offline(true); });
  }

  // A phone that slept may have given the connection up for good: a new one, which
  // receives the state at once.
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && source && source.readyState === EventSource.CLOSED) {
      connect();
    }
  });
  window.addEventListener("online", function () {
    if (source && source.readyState === EventSource.CLOSED) {
      connect();
    }
  });
  // Leaving the page (a form sent, say) ends its stream at once rather than at the server's
  // next heartbeat.
  window.addEventListener("pagehide", function () {
    if (source) {
      source.close();
    }
  });
  connect();
}());
