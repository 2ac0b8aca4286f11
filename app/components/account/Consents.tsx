// The member's choices on 내 정보 (decision 82): service messages, marketing messages and session
// recording, each with its state, when it was last chosen, and one button that turns it the other
// way. Plain posts to /account: no script needed.
import { Form } from "@remix-run/react";
import { CONSENT_WORDS as W } from "~/messages/account";
import type { ConsentKind } from "~/models/accounts/consents.server";

export interface ShownConsent {
  on: boolean;
  /** Formatted on the server; null while the default stands. */
  chosenAt: string | null;
}

const ORDER: readonly ConsentKind[] = ["service", "marketing", "recording"];

/** The posted intent for a kind and the state it asks for: `service-off`, `marketing-on`… */
export function consentIntent(kind: ConsentKind, on: boolean): string {
  return `${kind}-${on ? "on" : "off"}`;
}

export function Consents({ consents }: { consents: Record<ConsentKind, ShownConsent> }) {
  return (
    <section id="consents" className="account__section" aria-labelledby="consents-title">
      <h2 id="consents-title">{W.title}</h2>
      {ORDER.map((kind) => {
        const words = W[kind];
        const { on, chosenAt } = consents[kind];
        return (
          <fieldset key={kind} className="account__consent">
            <legend>{words.title}</legend>
            <p>
              <strong>{on ? words.stateOn : words.stateOff}</strong>
              {chosenAt ? <span className="hint"> · {W.chosenAt(chosenAt)}</span> : null}
            </p>
            <p className="hint">{on ? words.leadOn : words.leadOff}</p>
            <Form method="post" action="/account#consents" preventScrollReset>
              <button type="submit" name="intent" value={consentIntent(kind, !on)} className="button button--outline button--small">
                {on ? words.turnOff : words.turnOn}
              </button>
            </Form>
          </fieldset>
        );
      })}
    </section>
  );
}
