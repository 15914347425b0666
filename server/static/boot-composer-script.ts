import { cspHash } from '../http/csp-hash'

/**
 * The first paint's message box made usable before the app's JavaScript arrives (the
 * composer usable ≤ 2 s on a slow phone): Enter (or the send button) marks the sentence as sent
 * instead of breaking the line, and the button follows the text as the app's does. The app's
 * composer takes the text, the caret, the focus and the mark over when it mounts
 * (src/chat/thread/boot-composer.ts) and sends a marked sentence once the conversation is known.
 * Plain ES5 for any browser, inline so that it works as soon as the box is painted; the content
 * security policy lets exactly this text run (BOOT_COMPOSER_SCRIPT_HASH, server/http/security.ts).
 */
export const BOOT_COMPOSER_SCRIPT = `(function () {
  var box = document.getElementById('boot-message');
  if (!box || !box.form) return;
  var button = box.form.querySelector('button');
  function follow() { if (button) button.disabled = !box.value.trim(); }
  function send() { if (box.value.trim()) box.setAttribute('data-boot-sent', ''); }
  box.addEventListener('input', follow);
  box.addEventListener('keydown', function (event) {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    send();
  });
  box.form.addEventListener('submit', function (event) {
    event.preventDefault();
    send();
    box.focus();
  });
  follow();
  box.setAttribute('data-boot-ready', '');
})();`

/** The policy's source for the script above (CSP level 2 hash of the script element's text). */
export const BOOT_COMPOSER_SCRIPT_HASH = cspHash(BOOT_COMPOSER_SCRIPT)

/** Where index.html takes the script: at the end of the first paint, once its message box exists. */
export const BOOT_COMPOSER_PLACEHOLDER = '<!-- boot-composer-script -->'
