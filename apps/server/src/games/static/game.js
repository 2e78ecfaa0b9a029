// The demo vendor's game page. Outcomes come from the server; this page only shows them.
// The launch token comes in the fragment, which browsers never send to a server (no logs,
// no Referer); the page hands it over in a header and in bodies only.
const launch = new URLSearchParams(location.hash.slice(1)).get('launch');
const free = new URLSearchParams(location.search).get('free');
const $ = (id) => document.getElementById(id);
const LABELS = { SEVEN: '7', BAR: 'BAR', BELL: '🔔', STAR: '★', CHERRY: '🍒', LEMON: '🍋' };

let balance = 0;
let symbol = '';
const format = (n) =>
  `${symbol}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const showBalance = () => {
  $('balance').textContent = format(balance);
};

const api = async (path, init = {}) => {
  const headers = { ...init.headers, ...(launch ? { 'x-launch-token': launch } : {}) };
  const response = await fetch(`api/${path}`, { ...init, headers });
  const body = await response.json();
  if (!body.success) throw new Error(body.message || 'The game is not available.');
  return body.value;
};

// A retried round keeps its id, so the server answers the same round instead of a new bet.
const playRound = async (payload) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api('play', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    } catch (error) {
      if (attempt >= 2 || !(error instanceof TypeError)) throw error;
    }
  }
};

const show = (outcome) => {
  const cells = $('board').children;
  const faces =
    outcome.kind === 'slot' ? outcome.reels.map((s) => LABELS[s] ?? s) : outcome.dice.map(String);
  faces.forEach((face, i) => {
    if (cells[i]) cells[i].textContent = face;
  });
};

const play = async (pick) => {
  const buttons = document.querySelectorAll('button');
  for (const b of buttons) b.disabled = true;
  $('result').textContent = '';
  try {
    const stake = Number($('stake').value);
    const payload = { roundId: crypto.randomUUID(), stake, pick };
    if (launch) payload.launch = launch;
    else payload.free = Number(free);
    const round = await playRound(payload);
    show(round.outcome);
    balance = round.balance ?? balance - stake + round.win;
    showBalance();
    $('result').textContent = round.win > 0 ? `You win ${format(round.win)}!` : 'No win this time.';
    // The portal around the frame refreshes the header balance on this message.
    if (launch && window.parent !== window) {
      window.parent.postMessage({ type: 'demo-vendor:balance', balance }, location.origin);
    }
  } catch (error) {
    $('result').textContent = error.message;
  } finally {
    for (const b of buttons) b.disabled = false;
  }
};

const start = async () => {
  try {
    const session = await api(
      launch ? 'session' : `session?free=${encodeURIComponent(free ?? '')}`,
    );
    $('game-name').textContent = session.free
      ? `${session.gameName} (free play)`
      : session.gameName;
    document.title = session.gameName;
    symbol = session.currencySymbol;
    balance = session.balance;
    showBalance();
    for (const stake of session.stakes) {
      const option = document.createElement('option');
      option.value = String(stake);
      option.textContent = String(stake);
      $('stake').append(option);
    }
    for (const button of document.querySelectorAll('button')) {
      button.addEventListener('click', () => play(button.dataset.pick ?? 'high'));
    }
  } catch (error) {
    $('result').textContent = error.message;
    for (const b of document.querySelectorAll('button')) b.disabled = true;
  }
};

start();
