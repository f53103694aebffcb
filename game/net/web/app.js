// The phone page: joins a table hosted by the game and plays one seat (docs/protocol.md).
// The host decides every rule; this page shows what it is told, asks the host to `check` a
// selection before sending it, and keeps the seat's secret so a dropped connection rejoins.
// Every word comes from the host (/strings.json and the messages), in the host's language.
// Names typed by players are only ever set as text, never as HTML. Drawing the table is table.js's.
"use strict";

const VERSION = 1;
const RETRY_MS = 2000;

let S = {};             // the page's words
let ws = null;
let room = "";
let seat = -1;
let view = null;        // the last view
let decision = null;    // what this seat owes now, or null
let selected = [];      // indexes into view.cards
let leaving = false;
let audio = null;
let countdown = null;   // the turn timer's ticking, while this seat's decision is timed
let handLog = [];       // the log of the hand, in the host's words
let timedOut = 0;       // moves left before "time is up" no longer says what the last one was
let closed = false;     // the host closed the table: the controls stay off
let banners = [];       // the table's moments still to show, oldest first
let bannerTimer = null; // the one on screen goes when this fires

const $ = (id) => document.getElementById(id);
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));

function send(message) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ v: VERSION, ...message }));
}

// -- choosing ---------------------------------------------------------------------------------
function toggle(i) {
  if (closed) return;
  selected = selected.includes(i) ? selected.filter((j) => j !== i) : [...selected, i];
  drawHand();
  say("");
  $("send").disabled = true;
  $("readings").replaceChildren();
  if (decision && selected.length) {
    send({ type: "check", cards: selected.map((j) => view.cards[j]), key: decision.key });
  }
}

function say(text, legal = false) {
  // The answer line under the hand: the host's word on the selection, the hint, or the timer's move.
  $("answer").textContent = text;
  $("answer").classList.toggle("legal", legal);
}

function answerCheck(check) {
  const now = selected.map((j) => view.cards[j]);
  if (JSON.stringify(check.cards) !== JSON.stringify(now)) return; // an answer to an older selection
  const readings = $("readings");
  readings.replaceChildren();
  if (!check.legal) {
    say(check.reason);
    return;
  }
  say(S.legal, true);
  if (check.moves.length === 1) {
    $("send").disabled = false;
    $("send").onclick = () => move(check.moves[0].move);
    return;
  }
  say(S.readings, true);
  check.moves.forEach((m) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = m.words;
    b.addEventListener("click", () => move(m.move));
    readings.append(b);
  });
}

function askHint() {
  // The host searches it off its frame; the answer comes as a `hint` for this very decision.
  if (!decision) return;
  send({ type: "hint", key: decision.key });
  say(S.thinking);
}

function showHint(hint) {
  if (!decision || hint.key !== decision.key) return;  // the decision has moved on since it was asked
  say(`${S.hint}: ${hint.words} · ${hint.reason}`);
  // Pick the hinted cards, as the desktop does; the host's check then enables sending them.
  const left = view.cards.map((c, i) => [c, i]);
  const picked = [];
  moveCards(hint.move).forEach((code) => {
    const at = left.findIndex(([c]) => c === code);
    if (at >= 0) picked.push(left.splice(at, 1)[0][1]);
  });
  selected = picked;
  drawHand();
  $("readings").replaceChildren();
  if (selected.length) {
    send({ type: "check", cards: selected.map((j) => view.cards[j]), key: decision.key });
  }
}

function sendSwitches() {
  send({ type: "auto_pass", until_clear: $("until-clear").checked, when_stuck: $("when-stuck").checked });
}

function drawLog() {
  const list = $("log-lines");
  list.replaceChildren();
  handLog.forEach((line) => {
    const li = document.createElement("li");
    li.textContent = line;
    list.append(li);
  });
  if (!handLog.length) {
    const li = document.createElement("li");
    li.className = "empty";
    li.textContent = S.log_empty;
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;  // the newest line, as the desktop's log opens
}

function move(text) {
  // The decision stays until the host's next view says the turn moved on: a refusal leaves it owed.
  // The decision's key goes with it: a move for a decision gone since is refused, never taken for the next.
  send({ type: "move", move: text, key: decision ? decision.key : undefined });
  selected = [];
  say("");  // the answer was about the selection just sent; a refusal says its own
  drawHand();
  drawDecision();
}

function startTimer(seconds) {
  // The host decides when time is up; this only shows the seconds left.
  clearInterval(countdown);
  $("timer").textContent = "";
  if (!seconds) return;
  const end = Date.now() + seconds * 1000;
  const tick = () => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    $("timer").textContent = String(left);
    if (!left) clearInterval(countdown);
  };
  tick();
  countdown = setInterval(tick, 250);
}

// -- your turn --------------------------------------------------------------------------------
function nudge() {
  if (navigator.vibrate) navigator.vibrate(150);
  if (!audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  gain.gain.value = 0.08;
  osc.frequency.value = 880;
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + 0.12);
}

function unlockAudio() {
  // Browsers let a page make sound only after a tap: the first tap makes the context.
  if (!audio && window.AudioContext) audio = new AudioContext();
}

// -- the connection ---------------------------------------------------------------------------
function status(text) {
  $("status").textContent = text;
  $("status").hidden = !text;
}

// Why the host ended the connection, in the page's words: a saved table comes back under the same
// secret (the page keeps it), a quit one does not.
const BYE_WORDS = { "host saved": "closed_saved", "host quit": "closed_over", "rejoined elsewhere": "elsewhere" };

const HANDLERS = {
  seat(m) {
    seat = m.seat;
    localStorage.setItem(`daifugo:${room}`, m.secret);
    localStorage.setItem("daifugo:name", m.name);
    history.replaceState(null, "", `?room=${room}`);
    // Seated in the lobby, the match begins when the host starts it; a latecomer plays from the next hand.
    status(view ? "" : m.next_hand ? S.next_hand : S.waiting);
  },
  view(m) {
    if (!view) status("");
    const same = view && view.number === m.view.number && JSON.stringify(view.cards) === JSON.stringify(m.view.cards);
    view = m.view;
    if (!same) selected = [];
    if (!decision || view.to_act !== seat) {
      decision = null;
      startTimer(0);
    }
    $("until-clear").checked = view.auto_pass.until_clear;  // the host's word: auto-pass ends as the table clears
    $("when-stuck").checked = view.auto_pass.when_stuck;
    draw();
  },
  decision(m) {
    decision = m.decision;
    drawDecision();
    startTimer(decision.seconds);
    nudge();
  },
  check(m) { answerCheck(m.check); },
  refusal(m) {
    say(m.reason);
  },
  event(m) {
    showMoments(m.moments || []);
    // The view that follows shows what the events changed. When the host's turn timer made this seat's
    // move, the page says so, as the desktop does, in place of the answer to a selection no longer owed;
    // the line goes with the next move after it.
    if (m.timed_out) {
      selected = [];
      say(S.timed_out);
      timedOut = 2;
    }
    if (timedOut && !--timedOut && $("answer").textContent === S.timed_out) say("");
  },
  hint(m) { showHint(m.hint); },
  log(m) {
    handLog = handLog.slice(0, m.log.start).concat(m.log.lines);
    if (!$("log").hidden) drawLog();
  },
  result(m) { showResult(m.result); },
  error(m) {
    // Turned away at the door: said in the host's words. Anything else is this page's own mistake.
    const joining = seat < 0 || m.field === "secret";
    const text = joining && m.field === "room" ? S.no_seat : `${m.field}: ${m.expected}`;
    if (view) say(text);
    else $("join-error").textContent = text;
    if (m.field === "secret") {
      localStorage.removeItem(`daifugo:${room}`);  // the table is not the one this secret was for
      seat = -1;
      view = null;
      $("table").hidden = true;
      $("join").hidden = false;  // join afresh, as a newcomer
    }
  },
  bye(m) {
    // The host closed the table (or the seat was taken up elsewhere): nothing here can act any more.
    leaving = true;
    closed = true;
    decision = null;
    selected = [];
    startTimer(0);
    if (view) draw();
    say("");
    status(BYE_WORDS[m.reason] ? S[BYE_WORDS[m.reason]] : S.closed);
    if (m.reason === "host quit" || m.reason === "bye") localStorage.removeItem(`daifugo:${room}`);
  },
};

function connect(name) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${scheme}://${location.host}/ws`);
  ws.onopen = () => {
    const secret = localStorage.getItem(`daifugo:${room}`);
    send({ type: "join", room, name, ...(secret ? { secret } : {}) });
  };
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (HANDLERS[m.type]) HANDLERS[m.type](m);
  };
  ws.onclose = () => {
    if (leaving) return;
    if (seat < 0) {  // no seat was given (a rejoin the host did not answer): the form, to try again
      status("");
      if (!view) $("join").hidden = false;
      return;
    }
    status(S.lost);
    setTimeout(() => connect(name), RETRY_MS);
  };
}

function cover(shown) {
  $("hand-box").classList.toggle("shown", shown);
}

async function start() {
  S = await (await fetch("strings.json")).json();
  document.documentElement.lang = S.lang;
  document.querySelectorAll("[data-s]").forEach((el) => { el.textContent = S[el.dataset.s]; });
  const params = new URLSearchParams(location.search);
  $("room").value = (params.get("room") || "").toUpperCase();
  $("name").value = localStorage.getItem("daifugo:name") || "";
  // A reload (or the page opened again once a saved table is continued) takes the seat back by itself,
  // with the secret this page kept for the room.
  const kept = $("room").value && localStorage.getItem(`daifugo:${$("room").value}`);
  if (kept && $("name").value) {
    room = $("room").value;
    $("join").hidden = true;
    status(S.rejoining);
    connect($("name").value);
  }
  $("join").addEventListener("submit", (e) => {
    e.preventDefault();
    unlockAudio();
    room = $("room").value.trim().toUpperCase();
    $("join-error").textContent = "";
    connect($("name").value.trim());
  });
  $("cover").addEventListener("click", () => { unlockAudio(); cover(true); });
  $("hide").addEventListener("click", () => cover(false));
  $("pass").addEventListener("click", () => move("pass"));
  $("hint").addEventListener("click", askHint);
  $("until-clear").addEventListener("change", sendSwitches);
  $("when-stuck").addEventListener("change", sendSwitches);
  // Shown first, then drawn: a hidden list has no height to scroll, and would open at its oldest line.
  $("log-open").addEventListener("click", () => { $("log").hidden = false; drawLog(); });
  $("log-close").addEventListener("click", () => { $("log").hidden = true; });
  $("results-ok").addEventListener("click", () => { $("results").hidden = true; });
  document.addEventListener("visibilitychange", () => { if (document.hidden) cover(false); });
}

start();
