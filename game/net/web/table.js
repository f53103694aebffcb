// The phone page's table: the cards, the seats, the play to beat, the tax, the hand, the decision owed,
// the table's moments (a banner for each) and the results, drawn from what the host last told (app.js
// holds it: `view`, `decision`, `selected`, `S`). Loaded before app.js, which starts the page; nothing here runs.
"use strict";

const RANKS = "3456789TJQKA2";  // the sprite's columns (game/net/host/page.py draws it)
const SUITS = "SHDC";           // and rows

// -- cards ------------------------------------------------------------------------------------
function spriteCell(code) {
  if (code.startsWith("JK")) return [0, 4];
  return [RANKS.indexOf(code[0]), SUITS.indexOf(code[1])];
}

function cardElement(code, tag) {
  const el = document.createElement(tag || "span");
  const [col, row] = spriteCell(code);
  el.className = "card";
  el.style.backgroundPosition = `calc(var(--card-w) * ${-col}) calc(var(--card-h) * ${-row})`;
  el.title = code;
  return el;
}

function moveCards(text) {
  // "5H 6H JK=7H" -> the cards as drawn: a joker with a reading draws as a joker.
  return text.split(" ").filter((t) => /^(JK|[3-9TJQKA2][SHDC])/.test(t)).map((t) => t.slice(0, 2));
}

// -- drawing ----------------------------------------------------------------------------------
function drawSeats() {
  const list = $("seats");
  list.replaceChildren();
  view.names.forEach((name, i) => {
    const li = document.createElement("li");
    const title = view.title_words[i] ? ` · ${view.title_words[i]}` : "";
    const away = view.status[i] ? ` · ${view.status[i]}` : "";  // "CPU playing", "away"
    li.textContent = `${name}${title} · ${view.counts[i]}${away}`;
    li.classList.toggle("acting", view.to_act === i);
    li.classList.toggle("me", i === seat);
    li.classList.toggle("out", !view.active.includes(i));
    list.append(li);
  });
  $("effects").textContent = view.effects.join(" · ");
}

function drawTable() {
  const acting = view.to_act;
  // Between hands the table waits for the host's deal (the results are the host's to dismiss).
  $("turn").textContent = closed ? "" : view.is_over ? S.waiting_deal
    : acting === null || acting === undefined ? "" : fill(S.turn_of, { name: view.names[acting] });
  document.documentElement.classList.toggle("reversed", view.reversed);  // the felt turns, as the desktop's does
  const play = $("play");
  play.replaceChildren();
  if (view.table) {
    $("beat").textContent = fill(S.to_beat, { play: view.table_words, name: view.names[view.table_seat] });
    moveCards(view.table).forEach((c) => play.append(cardElement(c)));
  } else {
    $("beat").textContent = view.is_over ? "" : S.empty;
  }
  const trick = $("trick");
  trick.replaceChildren();
  view.trick_words.forEach(([who, words]) => {
    const li = document.createElement("li");
    li.textContent = `${view.names[who]}: ${words}`;
    trick.append(li);
  });
  trick.scrollTop = trick.scrollHeight;  // the newest play in sight
}

function drawTax() {
  // What this seat gave and got in the tax (and a seven-give), as the desktop's exchange summary says,
  // until the hand's first play.
  const mine = (view.exchanges || []).filter(([g, r]) => g === seat || r === seat);
  const played = view.history.some(([, m]) => m !== "pass" && !/^(give|return|discard)/.test(m));
  const box = $("tax");
  box.hidden = !mine.length || played;
  if (box.hidden) return;
  const gave = mine.filter(([g]) => g === seat);
  const got = mine.filter(([, r]) => r === seat);
  $("tax-gave").textContent = gave.length ? fill(S.you_gave, { name: gave.map(([, r]) => view.names[r]).join(", ") }) : "";
  $("tax-got").textContent = got.length ? fill(S.you_got, { name: got.map(([g]) => view.names[g]).join(", ") }) : "";
  [["tax-gave-cards", gave], ["tax-got-cards", got]].forEach(([id, list]) => {
    $(id).replaceChildren(...list.flatMap(([, , cards]) => cards.map((c) => cardElement(c))));
  });
}

// -- the table's moments: a banner for each, held long enough to read ------------------------------
const BANNER_KINDS = ["slash", "revolution", "pending", "cancel", "lock", "jackback", "counter", "give", "discard",
                      "tax", "out", "foul", "fall"];

function showMoments(moments) {
  moments.filter((m) => m.title || BANNER_KINDS.includes(m.kind)).forEach((m) => banners.push(m));
  if (!bannerTimer) nextBanner();
}

function nextBanner() {
  const m = banners.shift();
  const box = $("banner");
  if (!m) {
    box.hidden = true;
    bannerTimer = null;
    return;
  }
  $("banner-title").textContent = m.title;
  $("banner-words").textContent = m.words;
  box.className = `fx-${m.color}`;
  box.hidden = false;
  box.style.animation = "none";
  void box.offsetWidth;  // restart the slide-in for each banner
  box.style.animation = "";
  // Long enough to read: a second and a half, and more for more words; quicker when more are waiting.
  const hold = Math.min(4000, 1500 + 45 * (m.title.length + m.words.length)) / (banners.length > 2 ? 2 : 1);
  bannerTimer = setTimeout(nextBanner, hold);
}

function drawHand() {
  const hand = $("hand");
  hand.replaceChildren();
  view.cards.forEach((code, i) => {
    const el = cardElement(code, "button");
    el.type = "button";
    el.classList.toggle("selected", selected.includes(i));
    el.addEventListener("click", () => toggle(i));
    hand.append(el);
  });
}

function drawDecision() {
  $("prompt").textContent = decision ? decision.prompt : "";
  $("send").textContent = S[decision ? decision.kind : "play"];
  $("pass").disabled = !(decision && decision.can_pass);
  $("hint").disabled = !decision;
  $("send").disabled = true;
  $("readings").replaceChildren();
  ["until-clear", "when-stuck"].forEach((id) => { $(id).disabled = closed; });
}

function draw() {
  $("join").hidden = true;
  $("table").hidden = false;
  drawSeats();
  drawTable();
  drawHand();
  drawDecision();
  drawTax();
}

// -- results ----------------------------------------------------------------------------------
function showResult(result) {
  const title = result.match_over
    ? fill(S.final, { name: result.names[result.winner] })
    : fill(S.results, { n: result.hand });
  $("results-title").textContent = title;
  const list = $("results-list");
  list.replaceChildren();
  (result.order || result.places).forEach((who) => {  // ranked as the desktop ranks them
    const li = document.createElement("li");
    li.textContent = `${result.names[who]} · ${result.title_words[who]} · ${result.points[who]} (${result.scores[who]})`;
    list.append(li);
  });
  $("results-tie").textContent = result.tie_break || "";
  $("results").hidden = false;
}
