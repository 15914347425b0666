import type { Page } from 'playwright-core'

/** What the fake Stripe.js was handed by the app, read back from the page. */
export interface FakeStripeRecord {
  publishableKey: string | null
  locale: string | null
  /** The locale of the Stripe instance behind each Elements group the app made, in order. */
  elementsLocales: Array<string | null>
  /** Each confirmCardSetup: the client secret the server gave, the billing name, what was typed in the card field. */
  confirmed: Array<{ clientSecret: string; name: string | null; typed: string }>
}

/**
 * A FAKE of Stripe.js for browser tests, which cannot reach js.stripe.com: served at Stripe.js's
 * address (so the page's CSP must allow it), it mounts a plain card field where Stripe's iframe
 * would be and answers confirmCardSetup as Stripe does for a succeeded setup intent, naming the
 * payment method that the server's Stripe double (server/domain/payments/testing/stripe-double.ts)
 * reports for that intent. It checks the app's side of the card calls, not Stripe.
 */
const FAKE_STRIPE_JS = `(() => {
  const record = { publishableKey: null, locale: null, elementsLocales: [], confirmed: [] };
  window.__fakeStripe = record;
  function FakeStripe(publishableKey, options) {
    const locale = (options && options.locale) || null;
    record.publishableKey = publishableKey;
    record.locale = locale;
    const mounted = {};
    const refuse = (name) => () => Promise.reject(new Error('fake Stripe.js: ' + name + ' is not used by the app'));
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: refuse('createToken'),
      createPaymentMethod: refuse('createPaymentMethod'),
      confirmCardPayment: refuse('confirmCardPayment'),
      elements() {
        record.elementsLocales.push(locale);
        return {
          update() {},
          create(type) {
            const element = {
              input: null,
              mount(node) {
                const label = document.createElement('label');
                label.textContent = 'Card number (fake Stripe.js)';
                const input = document.createElement('input');
                input.name = 'fake-stripe-card';
                input.autocomplete = 'off';
                label.append(input);
                node.append(label);
                element.input = input;
              },
              on() {},
              off() {},
              update() {},
              destroy() { element.input && element.input.parentElement && element.input.parentElement.remove(); },
            };
            mounted[type] = element;
            return element;
          },
          getElement(type) {
            return mounted[typeof type === 'string' ? type : type && type.__elementType] || null;
          },
        };
      },
      async confirmCardSetup(clientSecret, data) {
        const method = data && data.payment_method;
        const card = method && method.card;
        record.confirmed.push({ clientSecret, name: (method && method.billing_details && method.billing_details.name) || null, typed: (card && card.input && card.input.value) || '' });
        return { setupIntent: { id: clientSecret.split('_secret_')[0], object: 'setup_intent', status: 'succeeded', payment_method: 'pm_double' } };
      },
    };
  }
  FakeStripe.version = 'clover';
  window.Stripe = FakeStripe;
})();`

/** Serves the fake Stripe.js at js.stripe.com for this page; answers the addresses it was asked at. */
export async function serveFakeStripeJs(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.context().route('https://js.stripe.com/**', async (route) => {
    asked.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS })
  })
  return asked
}

export async function fakeStripeRecord(page: Page): Promise<FakeStripeRecord> {
  return page.evaluate(() => (window as unknown as { __fakeStripe: FakeStripeRecord }).__fakeStripe)
}
