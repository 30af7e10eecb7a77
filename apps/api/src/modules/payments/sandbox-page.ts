import { createHash } from 'node:crypto';
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const SANDBOX_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1f2933}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgba(0,0,0,.08);overflow:hidden}
header{background:#0b3d91;color:#fff;padding:16px 20px;display:flex;justify-content:space-between;align-items:center}
header strong{font-size:18px}.badge{background:#ffd43b;color:#0b3d91;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:700}
section{padding:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#52606d}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #9aa5b1;border-radius:6px;letter-spacing:1px}
.hint{font-size:13px;color:#52606d;margin:6px 0 0}.error{background:#ffe3e3;color:#a61b1b;padding:10px;border-radius:6px;margin-bottom:12px}
.actions{display:flex;gap:10px;margin-top:20px}button{flex:1;padding:12px;font-size:16px;border-radius:6px;border:0;cursor:pointer;font-weight:600}
.approve{background:#2b8a3e;color:#fff}.decline{background:#e9ecef;color:#1f2933;border:1px solid #adb5bd}
footer{font-size:12px;color:#7b8794;padding:0 20px 16px}
`;

/**
 * The page's own CSP: the API's `default-src 'none'` would block its inline style, so the style is allowed by its hash
 * (still no script, no frame, forms post back here only).
 */
export const SANDBOX_PAGE_CSP = `default-src 'none'; style-src '${`sha256-${createHash('sha256').update(SANDBOX_STYLE).digest('base64')}`}'; form-action 'self'; frame-ancestors 'none'`;

/** The sandbox gateway's hosted page: looks like a bank's 3-D Secure step; plain HTML, no scripts (CSP allows none). */
export function sandboxPage(p: { token: string; amount: number; storeName: string; status: string; decided: boolean; error?: string; card?: string }) {
  const closed = p.decided || p.status !== 'pending';
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure Doğrulama — Deneme Ödeme Sayfası</title>
<style>${SANDBOX_STYLE}</style></head>
<body><main>
<header><strong>Güvenli Ödeme — 3D Secure</strong><span class="badge">DENEME</span></header>
<section>
<dl><dt>Üye işyeri</dt><dd>Kurye Ofis</dd><dt>İşletme</dt><dd>${escape(p.storeName)}</dd><dt>Tutar</dt><dd data-testid="sandbox-amount">${money(p.amount)}</dd></dl>
${p.error ? `<div class="error" role="alert">${escape(p.error)}</div>` : ''}
${
  closed
    ? `<p role="status">Bu ödeme için işlem zaten yapıldı.</p><p><a href="/api/payments/return?token=${encodeURIComponent(p.token)}">İşletme sayfasına dön</a></p>`
    : `<form method="post" action="/api/payments/sandbox/${encodeURIComponent(p.token)}">
<label for="card">Kart numarası <span aria-hidden="true">*</span></label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required aria-required="true" aria-describedby="card-hint" value="${escape(p.card ?? '')}" placeholder="4242 4242 4242 4242">
<p class="hint" id="card-hint">Deneme kartları: 4242 4242 4242 4242 onaylanır, 4000 0000 0000 0002 bankaca reddedilir.</p>
<label for="otp">SMS doğrulama kodu</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" value="123456" aria-describedby="otp-hint">
<p class="hint" id="otp-hint">Deneme ortamında kod her zaman 123456'dır.</p>
<div class="actions"><button class="approve" type="submit" name="action" value="approve">Onayla</button><button class="decline" type="submit" name="action" value="decline" formnovalidate>Reddet</button></div>
</form>`
}
</section>
<footer>Bu sayfa deneme ödeme sağlayıcısıdır; gerçek kart bilgisi girmeyin, karttan para çekilmez.</footer>
</main></body></html>`;
}
