import { toDecimal } from '../util/money.js';
import type { PaymentSession } from './payment-store.js';
import { DEBIT_CARD_PREFIXES } from './test-cards.js';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** What the hosted page answers for a payment reference that already has a successful authorisation. */
export const ALREADY_PAID_MESSAGE = 'This payment has already been made';

/** The page served (with 409) in place of the card form once a payment reference has been authorised. */
export function alreadyPaidPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ALREADY_PAID_MESSAGE}</title>
</head>
<body style="font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1b1b1b;background:#fff">
<main>
<h1>Card payment</h1>
<p role="status">${ALREADY_PAID_MESSAGE}.</p>
</main>
</body>
</html>`;
}

/**
 * The hosted card page: an accessible form that submits to the simulator, shows the result,
 * and posts `{ frame: 'cybersource_payment_confirmation', booking_reference, status: 'RESPONSE', ... }`
 * to its parent window with the configured parent origin as targetOrigin (never '*').
 * Outside a frame it redirects to the success or failure URL instead.
 * It states the amount, the card fee of a credit and of a debit card and what each card is charged; the pay button
 * names the credit-card total until a debit card number is typed, then the debit-card total. Compact enough for the
 * site's 500 px frame with Pay in view at 375 px and wider; a main landmark only when opened on its own.
 */
export function hostedCardPage(session: PaymentSession): string {
  const text = (minor: number) => `${toDecimal(minor).toFixed(2)} ${session.currency}`;
  const credit = text(session.amount + session.fee);
  const debit = text(session.amount + session.debitFee);
  const config = JSON.stringify({
    creditLabel: `Pay ${credit}`,
    debitLabel: `Pay ${debit}`,
    debitPrefixes: DEBIT_CARD_PREFIXES,
    submitUrl: `/hosted/card/${session.reference}/submit`,
    parentOrigin: session.parentOrigin,
    successUrl: session.urls.success ?? null,
    failureUrl: session.urls.failure ?? null,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure card payment</title>
<style>
body{font-family:system-ui,sans-serif;font-size:.95rem;margin:0;padding:.5rem .75rem;color:#1b1b1b;background:#fff}
h1{font-size:1.1rem;margin:0 0 .3rem}
p{margin:0 0 .4rem}
form{display:grid;gap:.5rem;max-width:26rem}
label{font-weight:600;display:block;margin-bottom:.15rem}
input{font-size:1rem;padding:.45rem;border:1px solid #6b6b6b;border-radius:4px;width:100%;box-sizing:border-box}
input:focus{outline:3px solid #005fcc;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{font-size:1rem;padding:.6rem;background:#004d26;color:#fff;border:0;border-radius:4px;cursor:pointer}
button[disabled]{opacity:.6}
[role=status]{min-height:1.2rem;margin:0;font-weight:600}
.hint{font-size:.8rem;color:#444;margin:.2rem 0 0}
.fees{display:grid;grid-template-columns:auto 1fr;gap:.1rem .6rem;margin:0 0 .6rem}
.fees dt{font-weight:600}.fees dd{margin:0}
</style>
</head>
<body>
<div id="page">
<h1>Card payment</h1>
<p>Booking <strong>#${session.bookingId}</strong>: <strong>${escapeHtml(text(session.amount))}</strong>${session.deposit ? ' (deposit)' : ''} plus the card fee.</p>
<dl class="fees">
  <dt>Credit card</dt><dd>fee ${escapeHtml(text(session.fee))}, you pay <strong>${escapeHtml(credit)}</strong></dd>
  <dt>Debit card</dt><dd>fee ${escapeHtml(text(session.debitFee))}, you pay <strong>${escapeHtml(debit)}</strong></dd>
</dl>
<form id="card-form" novalidate>
  <div><label for="cardholder_name">Name on card</label><input id="cardholder_name" name="cardholder_name" autocomplete="cc-name" required></div>
  <div><label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" aria-describedby="card-hint" required>
  <p id="card-hint" class="hint">Test cards: 4111 1111 1111 1111 (credit), 4000 0566 5566 5556 (debit), 4000 0000 0000 0002 (declined).</p></div>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required></div>
    <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
  </div>
  <button type="submit" id="pay" disabled>Pay ${escapeHtml(credit)}</button>
  <p id="result" role="status" aria-live="polite"></p>
</form>
</div>
<script>
(function(){
  var cfg = ${config};
  // Opened on its own (the redirect flow) the page is the main content; inside the site's frame it is part of the
  // site's main landmark, so it adds no second one.
  if (window.parent === window) document.getElementById('page').setAttribute('role', 'main');
  var form = document.getElementById('card-form');
  var result = document.getElementById('result');
  var button = document.getElementById('pay');
  // Pay is enabled only once its handler is attached: a click while the page is still parsing would otherwise
  // submit the form natively, reloading the page with the card details in its address.
  button.disabled = false;
  form.card_number.addEventListener('input', function(){
    var digits = form.card_number.value.replace(/[\\s-]/g, '');
    var debit = cfg.debitPrefixes.some(function(prefix){ return digits.indexOf(prefix) === 0; });
    button.textContent = debit ? cfg.debitLabel : cfg.creditLabel;
  });
  form.addEventListener('submit', function(e){
    e.preventDefault();
    button.disabled = true;
    result.textContent = 'Processing payment…';
    var data = { cardholder_name: form.cardholder_name.value, card_number: form.card_number.value, expiry: form.expiry.value, cvc: form.cvc.value };
    fetch(cfg.submitUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
      .then(function(r){ return r.json(); })
      .then(function(msg){
        if (msg.error) { result.textContent = msg.error.message; button.disabled = false; return; }
        result.textContent = msg.paymentSuccessful ? 'Payment successful.' : 'Payment declined: ' + msg.reason;
        if (window.parent && window.parent !== window) {
          window.parent.postMessage(msg, cfg.parentOrigin);
        } else {
          var target = msg.paymentSuccessful ? cfg.successUrl : cfg.failureUrl;
          if (target) {
            var url = new URL(target);
            url.searchParams.set('transaction_id', msg.transactionId);
            if (!msg.paymentSuccessful) url.searchParams.set('reason', msg.reason || 'rejected');
            window.location.assign(url.toString());
          }
        }
        if (!msg.paymentSuccessful) button.disabled = false;
      })
      .catch(function(){ result.textContent = 'The payment could not be processed. Please try again.'; button.disabled = false; });
  });
})();
</script>
</body>
</html>`;
}
