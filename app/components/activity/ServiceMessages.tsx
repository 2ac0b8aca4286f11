// The dashboard's choice of 카카오톡 알림 (decision 73): what the family receives, and one button
// that turns it off or back on. A plain post to the dashboard: works without script.
import { Form } from "@remix-run/react";
import { SERVICE_MESSAGE_WORDS as W } from "~/messages/notifications";

/** The choice's two buttons; the dashboard's action accepts these and the notifications' one. */
export const SERVICE_MESSAGE_INTENTS = { off: "messages-off", on: "messages-on" } as const;

export function ServiceMessages({ on, chosenAt }: { on: boolean; chosenAt: string | null }) {
  return (
    <section id="service-messages" className="service-messages" aria-labelledby="service-messages-title">
      <h2 id="service-messages-title">{W.title}</h2>
      <p className="service-messages__state">
        <strong>{on ? W.stateOn : W.stateOff}</strong>
        {chosenAt ? <span className="service-messages__when"> · {W.chosenAt(chosenAt)}</span> : null}
      </p>
      <p className="hint">{on ? W.leadOn : W.leadOff}</p>
      <Form method="post" action="/dashboard#service-messages">
        <button
          type="submit"
          name="intent"
          value={on ? SERVICE_MESSAGE_INTENTS.off : SERVICE_MESSAGE_INTENTS.on}
          className="button button--outline button--small"
        >
          {on ? W.turnOff : W.turnOn}
        </button>
      </Form>
      <p className="fine-print">{W.noMarketing}</p>
    </section>
  );
}
